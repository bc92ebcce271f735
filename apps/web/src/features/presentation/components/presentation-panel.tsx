import { PictureOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Panel } from '@/components/panel.tsx';

/** The case details' way to the material presentation of the case's address. */
export function PresentationPanel({ caseId }: { caseId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const path = `/cases/${encodeURIComponent(caseId)}/presentation`;
  // A real link (it opens in a new tab too), followed inside the portal on a plain click.
  const open = (event: MouseEvent) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    void navigate(path);
  };
  return (
    <Panel title={t('presentation.panel.title')}>
      <Flex vertical align="flex-start" gap={12}>
        <Typography.Text type="secondary">{t('presentation.panel.intro')}</Typography.Text>
        <Button href={path} onClick={open} icon={<PictureOutlined />}>
          {t('presentation.caseLink')}
        </Button>
      </Flex>
    </Panel>
  );
}
