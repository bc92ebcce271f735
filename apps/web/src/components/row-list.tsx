import { Flex } from 'antd';
import type { ReactNode } from 'react';
import './row-list.css';

/**
 * The rows of a section (a case's orders, documents, links, downloads): each `<li>` holds a `RowMain` and,
 * to its right, its state or actions, which wrap under it on a phone.
 */
export function RowList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className="portal-rows" aria-label={label}>
      {children}
    </ul>
  );
}

/** The main part of a row: its link or name over a line of details. */
export function RowMain({ children }: { children: ReactNode }) {
  return (
    <Flex vertical gap={2} className="portal-row-main">
      {children}
    </Flex>
  );
}
