import { ErrorKey, type SubjectQuery } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Flex, Result, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdministeredDepartments } from '@/app/routes/use-administered-departments.ts';
import { DepartmentPicker } from '@/components/department-picker.tsx';
import { PageHeading } from '@/components/page-heading.tsx';
import { PageSpin } from '@/components/page-spin.tsx';
import { Panel } from '@/components/panel.tsx';
import { QueryContent } from '@/components/query-content.tsx';
import { retentionQuery, subjectQuery } from '@/features/privacy/api/privacy-api.ts';
import { LedgerTable } from '@/features/privacy/components/ledger-table.tsx';
import { RetentionForm } from '@/features/privacy/components/retention-form.tsx';
import { SubjectResult } from '@/features/privacy/components/subject-result.tsx';
import { SubjectSearchForm } from '@/features/privacy/components/subject-search-form.tsx';

/**
 * Personal data, for department admins (docs/privacy.md): how long the chosen department keeps the personal
 * data of its cases, a person's data found by email or phone across the departments they administer (to
 * export or erase), and the ledger of what was anonymised. The department is in the address (?department=).
 */
export function PersonalDataPage() {
  const { t } = useTranslation();
  const { pending, choices, branchId } = useAdministeredDepartments();
  const [subject, setSubject] = useState<SubjectQuery | null>(null);

  if (pending) return <PageSpin />;
  if (choices.length === 0) return <Result status="403" title={t(ErrorKey.forbidden)} />;

  return (
    <Flex vertical gap={16}>
      <PageHeading title={t('privacy.title')} />
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('privacy.intro')}
      </Typography.Paragraph>
      <DepartmentPicker label={t('privacy.department')} choices={choices} value={branchId} />
      <Panel title={t('privacy.retention.title')}>
        <DepartmentRetention branchId={branchId} />
      </Panel>
      <Panel title={t('privacy.subject.title')}>
        <Flex vertical gap={12}>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t('privacy.subject.intro')}
          </Typography.Paragraph>
          <SubjectSearchForm onSearch={setSubject} />
          {subject ? <SubjectFound subject={subject} /> : null}
        </Flex>
      </Panel>
      <Panel title={t('privacy.ledger.title')}>
        <LedgerTable key={branchId} branchId={branchId} />
      </Panel>
    </Flex>
  );
}

function DepartmentRetention({ branchId }: { branchId: number }) {
  const retention = useQuery(retentionQuery(branchId));
  return <QueryContent query={retention}>{(record) => <RetentionForm retention={record} />}</QueryContent>;
}

function SubjectFound({ subject }: { subject: SubjectQuery }) {
  const exported = useQuery(subjectQuery(subject));
  return (
    <QueryContent query={exported} rows={3}>
      {(data) => <SubjectResult subject={subject} exported={data} />}
    </QueryContent>
  );
}
