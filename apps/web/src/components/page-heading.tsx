import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface PageHeadingProps {
  title: string;
  /** Shown on the right of the heading, such as a count or an action. */
  extra?: ReactNode;
}

/** The page's h1 and the browser tab's title. */
export function PageHeading({ title, extra }: PageHeadingProps) {
  const { t } = useTranslation();
  return (
    <Flex justify="space-between" align="baseline" wrap gap={8}>
      <title>{`${title} · ${t('common.app.name')}`}</title>
      <Typography.Title level={1} className="portal-page-title">
        {title}
      </Typography.Title>
      {extra}
    </Flex>
  );
}
