import { UnorderedListOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Panel } from '@/components/panel.tsx';

/** The case details' way to the case's listing: its pictures for the property portals. */
export function ListingPanel({ caseId }: { caseId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const path = `/cases/${encodeURIComponent(caseId)}/listing`;
  // A real link (it opens in a new tab too), followed inside the portal on a plain click.
  const open = (event: MouseEvent) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    void navigate(path);
  };
  return (
    <Panel title={t('listings.panel.title')}>
      <Flex vertical align="flex-start" gap={12}>
        <Typography.Text type="secondary">{t('listings.panel.intro')}</Typography.Text>
        <Button href={path} onClick={open} icon={<UnorderedListOutlined />}>
          {t('listings.panel.open')}
        </Button>
      </Flex>
    </Panel>
  );
}
