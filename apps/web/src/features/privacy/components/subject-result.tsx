import type { SubjectExport, SubjectQuery } from '@portal/contracts';
import { Alert, App, Button, Empty, Flex, List, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { useImpersonating } from '@/lib/session.ts';
import { useEraseSubject } from '../api/privacy-api.ts';
import {
  casesWithRunningOrders,
  countedKinds,
  countsOfCase,
  downloadJson,
  exportFileName,
  subjectLabel,
} from '../lib/subject-export.ts';

/** What erasing will do, said before the admin confirms. */
function EraseConsequences({ exported }: { exported: SubjectExport }) {
  const { t } = useTranslation();
  const running = casesWithRunningOrders(exported);
  return (
    <Flex vertical gap={8}>
      <Typography.Paragraph style={{ margin: 0 }}>
        {t('privacy.erase.what', { count: exported.cases.length })}
      </Typography.Paragraph>
      <Typography.Paragraph style={{ margin: 0 }}>{t('privacy.erase.kept')}</Typography.Paragraph>
      {running.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          title={t('privacy.erase.runningOrders', {
            count: running.length,
            cases: running.map((item) => item.address).join('; '),
          })}
        />
      ) : null}
      <Typography.Text strong>{t('privacy.erase.final')}</Typography.Text>
    </Flex>
  );
}

/** The cases holding the person's data, with the export's download and the erasure behind a confirmation. */
export function SubjectResult({ subject, exported }: { subject: SubjectQuery; exported: SubjectExport }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const erase = useEraseSubject();
  const impersonating = useImpersonating();
  const [confirming, setConfirming] = useState(false);
  const who = subjectLabel(subject);

  if (exported.cases.length === 0) {
    return <Empty description={t('privacy.subject.nothingFound', { who })} />;
  }
  return (
    <Flex vertical gap={12}>
      <Typography.Text role="status">
        {t('privacy.subject.found', { who, count: exported.cases.length })}
      </Typography.Text>
      <List
        bordered
        dataSource={exported.cases}
        renderItem={(item) => (
          <List.Item>
            <Flex vertical gap={4} style={{ minWidth: 0 }}>
              <Typography.Text strong>{item.address}</Typography.Text>
              <Typography.Text type="secondary">
                {t('privacy.subject.caseLine', {
                  reference: item.caseReference,
                  department: item.branchName,
                })}
              </Typography.Text>
              <Flex gap={4} wrap>
                {countedKinds(countsOfCase(item)).map(([kind, count]) => (
                  <Tag key={kind}>{t(`privacy.kinds.${kind}`, { count })}</Tag>
                ))}
                {item.openOrders.length > 0 ? (
                  <Tag color="warning">
                    {t('privacy.subject.runningOrders', { count: item.openOrders.length })}
                  </Tag>
                ) : null}
              </Flex>
            </Flex>
          </List.Item>
        )}
      />
      {impersonating ? <Alert type="info" showIcon title={t('privacy.erase.whileImpersonating')} /> : null}
      <Flex gap={8} wrap>
        <Button onClick={() => downloadJson(exportFileName(exported), exported)}>
          {t('privacy.subject.download')}
        </Button>
        <Button danger disabled={impersonating} onClick={() => setConfirming(true)}>
          {t('privacy.erase.button')}
        </Button>
      </Flex>
      <ConfirmDialog
        open={confirming}
        title={t('privacy.erase.title', { who })}
        okText={t('privacy.erase.confirm')}
        danger
        onConfirm={async () => {
          const result = await erase.mutateAsync(subject);
          void message.success(t('privacy.erase.done', { count: result.erased.length }));
        }}
        onClose={() => setConfirming(false)}
      >
        <EraseConsequences exported={exported} />
      </ConfirmDialog>
    </Flex>
  );
}
