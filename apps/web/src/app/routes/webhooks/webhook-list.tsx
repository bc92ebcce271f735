import { ErrorKey } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Result, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdministeredDepartments } from '@/app/routes/use-administered-departments.ts';
import { DepartmentPicker } from '@/components/department-picker.tsx';
import { PageHeading } from '@/components/page-heading.tsx';
import { PageSpin } from '@/components/page-spin.tsx';
import { QueryContent } from '@/components/query-content.tsx';
import { webhooksQuery } from '@/features/webhooks/api/webhook-api.ts';
import { WebhookFormDialog } from '@/features/webhooks/components/webhook-form-dialog.tsx';
import { WebhookTable } from '@/features/webhooks/components/webhook-table.tsx';
import { useImpersonating } from '@/lib/session.ts';

/**
 * The webhooks of a department, for its admins: the portal tells the office's own systems about its orders
 * (docs/api.md "Webhooks"). The chosen department is in the address (?department=).
 */
export function WebhookListPage() {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  const { pending, choices, branchId } = useAdministeredDepartments();
  const impersonating = useImpersonating();

  if (pending) return <PageSpin />;
  if (choices.length === 0) return <Result status="403" title={t(ErrorKey.forbidden)} />;

  return (
    <Flex vertical gap={16}>
      <PageHeading
        title={t('webhooks.title')}
        extra={
          <Button type="primary" disabled={impersonating} onClick={() => setCreating(true)}>
            {t('webhooks.new')}
          </Button>
        }
      />
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('webhooks.intro')}
      </Typography.Paragraph>
      {impersonating ? <Alert type="info" showIcon title={t('webhooks.whileImpersonating')} /> : null}
      <DepartmentPicker label={t('webhooks.department')} choices={choices} value={branchId} />
      <DepartmentWebhooks branchId={branchId} />
      {creating ? <WebhookFormDialog branchId={branchId} onClose={() => setCreating(false)} /> : null}
    </Flex>
  );
}

function DepartmentWebhooks({ branchId }: { branchId: number }) {
  const { t } = useTranslation();
  const webhooks = useQuery(webhooksQuery(branchId));
  return (
    <QueryContent query={webhooks} rows={3} empty={t('webhooks.empty')}>
      {(rows) => <WebhookTable webhooks={rows} />}
    </QueryContent>
  );
}
