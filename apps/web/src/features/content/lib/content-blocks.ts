/**
 * News and help articles are plain text written in the editor: paragraphs separated by a blank line, and
 * blocks whose lines all start with "-" (a bullet list) or "1." (a numbered list). Plain text keeps the
 * editor simple and the hub free of HTML to clean.
 */
export type ContentBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullets'; items: string[] }
  | { kind: 'steps'; items: string[] };

const BULLET = /^[-•]\s+/;
const STEP = /^\d+[.)]\s+/;

export function contentBlocks(content: string): ContentBlock[] {
  return content
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0)
    .map((lines): ContentBlock => {
      if (lines.every((line) => BULLET.test(line))) {
        return { kind: 'bullets', items: lines.map((line) => line.replace(BULLET, '')) };
      }
      if (lines.every((line) => STEP.test(line))) {
        return { kind: 'steps', items: lines.map((line) => line.replace(STEP, '')) };
      }
      return { kind: 'paragraph', text: lines.join('\n') };
    });
}
