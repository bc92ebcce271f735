import { ExportOutlined } from '@ant-design/icons';
import type { ListingCheckRecord, ListingProfileRecord } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Radio, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/panel.tsx';
import { QueryContent } from '@/components/query-content.tsx';
import { errorText } from '@/lib/errors.ts';
import { listingCheckQuery, useRequestListingExport } from '../api/listings-api.ts';
import { findingText } from '../lib/finding-text.ts';
import { ListingFiles } from './listing-files.tsx';
import { ProfileRulesSummary } from './profile-rules-summary.tsx';

interface ListingCheckProps {
  caseId: string;
  /** In the order the office looks for them (its own country's portals first). */
  profiles: ListingProfileRecord[];
  profile: ListingProfileRecord;
  onProfile: (profileId: string) => void;
  nameOf: (materialId: string) => string;
  /** The form holds changes not saved: the check and the export are of the saved set. */
  dirty: boolean;
  mayExport: boolean;
  /** Where the zip's link is mailed: the user's own address. */
  email: string;
}

/**
 * What the chosen profile would refuse or warn about in the saved set, the files its export would hold, and
 * the export itself, refused with its reason while the check refuses or the set has unsaved changes.
 */
export function ListingCheck({
  caseId,
  profiles,
  profile,
  onProfile,
  nameOf,
  dirty,
  mayExport,
  email,
}: ListingCheckProps) {
  const { t } = useTranslation();
  const check = useQuery(listingCheckQuery(caseId, profile.id));
  const exporting = useRequestListingExport(caseId);
  const reasonId = useId();
  const exported = exporting.isSuccess && exporting.variables.profileId === profile.id;

  const startExport = () => exporting.mutate({ profileId: profile.id, body: {} });
  const refusedReason = () => {
    if (dirty) return t('listings.check.saveFirst');
    if (check.data && !check.data.exportable) return t('listings.check.fixFirst', { profile: profile.name });
    return null;
  };
  const reason = refusedReason();

  return (
    <Panel title={t('listings.check.title')}>
      <Flex vertical gap={16}>
        <Radio.Group
          aria-label={t('listings.check.profileLabel')}
          optionType="button"
          value={profile.id}
          onChange={(event) => {
            exporting.reset();
            onProfile(event.target.value);
          }}
          options={profiles.map((option) => ({ value: option.id, label: option.name }))}
          className="listing-profiles"
        />
        <ProfileRulesSummary profile={profile} />
        {dirty ? <Alert type="info" showIcon title={t('listings.check.unsaved')} /> : null}
        <QueryContent query={check} rows={4}>
          {(found) => <CheckResult check={found} profile={profile} nameOf={nameOf} />}
        </QueryContent>
        {mayExport ? (
          <Flex vertical gap={8} align="flex-start">
            <Button
              type="primary"
              icon={<ExportOutlined aria-hidden />}
              disabled={reason !== null || !check.data}
              aria-describedby={reason ? reasonId : undefined}
              loading={exporting.isPending}
              onClick={startExport}
            >
              {t('listings.check.export', { profile: profile.name })}
            </Button>
            {reason ? (
              <Typography.Text type="secondary" id={reasonId}>
                {reason}
              </Typography.Text>
            ) : null}
            {exported ? (
              <Alert
                type="success"
                showIcon
                role="status"
                title={t('listings.check.exported', { profile: profile.name, email })}
              />
            ) : null}
            {exporting.isError ? <Alert type="error" showIcon title={errorText(t, exporting.error)} /> : null}
          </Flex>
        ) : null}
      </Flex>
    </Panel>
  );
}

function CheckResult({
  check,
  profile,
  nameOf,
}: {
  check: ListingCheckRecord;
  profile: ListingProfileRecord;
  nameOf: (materialId: string) => string;
}) {
  const { t } = useTranslation();
  const say = (finding: ListingCheckRecord['findings'][number]) =>
    findingText(t, finding, { profile: profile.name, nameOf });
  const refusals = check.findings.filter((finding) => finding.severity === 'refuse');
  const warnings = check.findings.filter((finding) => finding.severity === 'warn');
  return (
    <Flex vertical gap={16}>
      {refusals.length > 0 ? (
        <Alert
          type="error"
          showIcon
          title={t('listings.check.refusals', { profile: profile.name })}
          description={<FindingList label={t('listings.check.refusalsLabel')} texts={refusals.map(say)} />}
        />
      ) : null}
      {warnings.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          title={t('listings.check.warnings')}
          description={<FindingList label={t('listings.check.warningsLabel')} texts={warnings.map(say)} />}
        />
      ) : null}
      {check.findings.length === 0 ? (
        <Alert type="success" showIcon title={t('listings.check.accepted', { profile: profile.name })} />
      ) : null}
      <ListingFiles check={check} />
    </Flex>
  );
}

function FindingList({ label, texts }: { label: string; texts: string[] }) {
  return (
    <ul className="listing-findings" aria-label={label}>
      {texts.map((text, index) => (
        // The same sentence may come twice (two pictures of one name): the place keeps them apart.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt whole with each answer
        <li key={`${index}-${text}`}>{text}</li>
      ))}
    </ul>
  );
}
