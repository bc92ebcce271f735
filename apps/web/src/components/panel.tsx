import { Card } from 'antd';
import { type ReactNode, useId } from 'react';

/**
 * A titled card of a details page; the title is an h2 so the page reads as an outline, and the card is a
 * region named by it, so assistive technology (and the browser tests) find a section by its title.
 */
export function Panel({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card
      title={
        <h2 id={titleId} className="portal-card-title">
          {title}
        </h2>
      }
      extra={extra}
      className="portal-panel"
      role="region"
      aria-labelledby={titleId}
    >
      {children}
    </Card>
  );
}
