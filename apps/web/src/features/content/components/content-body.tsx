import { Typography } from 'antd';
import { contentBlocks } from '../lib/content-blocks.ts';

/** The text of a news item or help article, as paragraphs and lists (see content-blocks.ts). */
export function ContentBody({ content }: { content: string }) {
  return (
    <div className="portal-content-body">
      {contentBlocks(content).map((block, index) => {
        // The blocks never move, so their position is a stable key; a list's lines are its keys.
        const key = `${block.kind}-${index}`;
        if (block.kind === 'paragraph')
          return <Typography.Paragraph key={key}>{block.text}</Typography.Paragraph>;
        const items = block.items.map((item) => <li key={item}>{item}</li>);
        return block.kind === 'steps' ? <ol key={key}>{items}</ol> : <ul key={key}>{items}</ul>;
      })}
    </div>
  );
}
