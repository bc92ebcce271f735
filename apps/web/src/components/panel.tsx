import { Card } from 'antd';
import type { ReactNode } from 'react';

/** A titled card of a details page; the title is an h2 so the page reads as an outline. */
export function Panel({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <Card title={<h2 className="portal-card-title">{title}</h2>} extra={extra} className="portal-panel">
      {children}
    </Card>
  );
}
