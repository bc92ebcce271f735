import { Typography } from 'antd';
import { toBlocks } from '../lib/text-blocks.ts';

/** A text as it reads: its paragraphs, line breaks and bulleted lists. */
export function TextContent({ content, empty }: { content: string; empty: string }) {
  const blocks = toBlocks(content);
  if (blocks.length === 0) return <Typography.Text type="secondary">{empty}</Typography.Text>;
  return (
    <div className="case-text-content">
      {blocks.map((block, index) =>
        block.kind === 'list' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no identity besides their place.
          <ul key={index}>
            {block.items.map((item, itemIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two items may read the same.
              <li key={itemIndex}>{item}</li>
            ))}
          </ul>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no identity besides their place.
          <p key={index}>{block.lines.join('\n')}</p>
        ),
      )}
    </div>
  );
}
