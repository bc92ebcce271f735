import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** A titled part of a wizard step; the title names the section for screen readers. */
export function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="portal-order-section" aria-labelledby={id}>
      <Typography.Title level={3} id={id} className="portal-section-title">
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}
