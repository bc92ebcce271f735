import { useQuery } from '@tanstack/react-query';
import { Empty, Form, Select, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeading } from '@/components/page-heading.tsx';
import { QueryContent } from '@/components/query-content.tsx';
import { supportContactQuery } from '@/features/support/api/support-api.ts';
import {
  ProviderSupportPanel,
  SupportContactPersonPanel,
} from '@/features/support/components/support-contact-panels.tsx';
import { SupportHours } from '@/features/support/components/support-hours.tsx';
import '@/features/support/components/support.css';
import { SupportMessageForm } from '@/features/support/forms/support-message-form.tsx';
import { cameFrom } from '@/features/support/lib/support-link.ts';
import { useSignedInUser } from '@/lib/session.ts';

/**
 * docs/product.md "Customer support": the chosen department's contact person, the provider's support with
 * its hours and whether it is open now, and a form that mails support. The department is kept in the
 * address (?department=) so a reload keeps the choice.
 */
export function CustomerSupportPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const [params, setParams] = useSearchParams();
  const selectId = useId();
  const departments = user.branches
    .filter((branch) => branch.access !== 'NONE')
    .sort((a, b) => a.name.localeCompare(b.name));
  const asked = Number(params.get('department'));
  const branchId = departments.find((branch) => branch.id === asked)?.id ?? departments[0]?.id;
  // Read once: where the user was when they opened the page, not where later choices lead.
  const [fromPage] = useState(() => cameFrom(params.get('from'), document.referrer, window.location.origin));
  const contact = useQuery({ ...supportContactQuery(branchId ?? 0), enabled: branchId !== undefined });

  const chooseDepartment = (id: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('department', String(id));
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeading title={t('support.title')} />
      <Typography.Paragraph type="secondary">{t('support.intro')}</Typography.Paragraph>
      {departments.length > 1 ? (
        <Form layout="vertical" style={{ maxWidth: 360 }}>
          <Form.Item label={t('support.department')} htmlFor={selectId}>
            <Select
              id={selectId}
              value={branchId}
              onChange={chooseDepartment}
              options={departments.map((branch) => ({ value: branch.id, label: branch.name }))}
            />
          </Form.Item>
        </Form>
      ) : null}
      {branchId === undefined ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <QueryContent query={contact} rows={6}>
          {(record) => (
            <div className="portal-support">
              <div className="portal-support-side">
                <SupportContactPersonPanel contact={record} />
                <ProviderSupportPanel contact={record}>
                  <SupportHours contact={record} />
                </ProviderSupportPanel>
              </div>
              <SupportMessageForm
                key={record.branchId}
                branchId={record.branchId}
                fromPage={fromPage}
                replyTo={user.email}
              />
            </div>
          )}
        </QueryContent>
      )}
    </>
  );
}
