/**
 * A case text is plain text, kept as written and shown as text (never as HTML), so nothing needs
 * sanitizing: an empty line ends a paragraph, and a line starting with "* " is an item of a bulleted list.
 */

export const LIST_MARK = '* ';

export type TextBlock = { kind: 'paragraph'; lines: string[] } | { kind: 'list'; items: string[] };

const isListLine = (line: string) => line.startsWith(LIST_MARK);

/** The paragraphs and lists of a text, in order, for showing it as it will read. */
export function toBlocks(content: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  for (const line of content.split(/\r?\n/)) {
    const last = blocks.at(-1);
    if (line.trim() === '') {
      if (last) blocks.push({ kind: 'paragraph', lines: [] });
      continue;
    }
    if (isListLine(line)) {
      const item = line.slice(LIST_MARK.length).trim();
      if (last?.kind === 'list') last.items.push(item);
      else blocks.push({ kind: 'list', items: [item] });
    } else if (last?.kind === 'paragraph') {
      last.lines.push(line);
    } else {
      blocks.push({ kind: 'paragraph', lines: [line] });
    }
  }
  return blocks.filter((block) => (block.kind === 'paragraph' ? block.lines.length > 0 : true));
}

export interface TextSelection {
  content: string;
  start: number;
  end: number;
}

/**
 * The "bulleted list" button: every line the selection touches becomes a list item, or, when all of them
 * already are, a plain line again. The selection grows or shrinks with the marks, so it stays on the lines.
 */
export function toggleList({ content, start, end }: TextSelection): TextSelection {
  const from = content.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = content.indexOf('\n', Math.max(end, from));
  const to = lineEnd === -1 ? content.length : lineEnd;
  const lines = content.slice(from, to).split('\n');
  const filled = lines.filter((line) => line.trim() !== '');
  const removing = filled.length > 0 && filled.every(isListLine);
  const changed = lines.map((line) => {
    if (line.trim() === '') return line;
    if (removing) return line.slice(LIST_MARK.length);
    return isListLine(line) ? line : `${LIST_MARK}${line}`;
  });
  const replaced = changed.join('\n');
  return {
    content: `${content.slice(0, from)}${replaced}${content.slice(to)}`,
    start: from,
    end: from + replaced.length,
  };
}
