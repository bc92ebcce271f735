import type { ZipDownloadRecord, ZipDownloadStatus } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/panel.tsx';
import { RowList, RowMain } from '@/components/row-list.tsx';
import { recentDownloadsQuery, useRetryZipDownload } from '@/features/downloads/api/downloads-api.ts';
import { errorText } from '@/lib/errors.ts';
import { formatDate } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';
import { listingProfilesQuery } from '@/lib/listing-profiles.ts';

const STATUS_COLOURS: Record<ZipDownloadStatus, string> = {
  PENDING: 'processing',
  PACKING: 'processing',
  READY: 'success',
  FAILED: 'error',
};

function DownloadRow({
  download,
  profileName,
  onRetry,
  retrying,
}: {
  download: ZipDownloadRecord;
  /** The export profile's name of a listing export. */
  profileName: string | null;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const expired = download.expiresAt !== null && new Date(download.expiresAt) < new Date();
  return (
    <li>
      <RowMain>
        <Typography.Text strong>
          {profileName
            ? t('downloads.recent.listing', { count: download.materialCount, profile: profileName })
            : t('downloads.recent.files', { count: download.materialCount })}
        </Typography.Text>
        <Typography.Text type="secondary">
          {t('downloads.recent.ordered', {
            date: formatDate(download.createdAt, locale, undefined, true),
            email: download.email,
          })}
        </Typography.Text>
        {download.status === 'READY' && download.expiresAt ? (
          <Typography.Text type="secondary">
            {expired
              ? t('downloads.recent.expired')
              : t('downloads.recent.expires', {
                  date: formatDate(download.expiresAt, locale, undefined, true),
                })}
          </Typography.Text>
        ) : null}
      </RowMain>
      <Flex gap={8} align="center">
        <Tag color={STATUS_COLOURS[download.status]}>{t(`downloads.recent.status.${download.status}`)}</Tag>
        {download.status === 'FAILED' ? (
          <Button size="small" loading={retrying} onClick={onRetry}>
            {t('common.actions.retry')}
          </Button>
        ) : null}
      </Flex>
    </li>
  );
}

/**
 * The user's recent zip downloads of the case: being packed, mailed, or failed with "Try again"; a listing
 * export named by its portal. Shows nothing until the user has ordered one.
 */
export function RecentDownloadsPanel({ caseId }: { caseId: string }) {
  const { t } = useTranslation();
  const downloads = useQuery(recentDownloadsQuery(caseId));
  const retry = useRetryZipDownload(caseId);
  const listingExports = downloads.data?.some((download) => download.listingProfileId !== null) ?? false;
  const profiles = useQuery({ ...listingProfilesQuery, enabled: listingExports });
  const profileNameOf = (download: ZipDownloadRecord) =>
    download.listingProfileId === null
      ? null
      : (profiles.data?.find((profile) => profile.id === download.listingProfileId)?.name ??
        download.listingProfileId);
  if (!downloads.data?.length) return null;
  return (
    <Panel title={t('downloads.recent.title')}>
      {retry.isError ? <Alert type="error" showIcon title={errorText(t, retry.error)} /> : null}
      <RowList label={t('downloads.recent.title')}>
        {downloads.data.map((download) => (
          <DownloadRow
            key={download.id}
            download={download}
            profileName={profileNameOf(download)}
            retrying={retry.isPending && retry.variables === download.id}
            onRetry={() => retry.mutate(download.id)}
          />
        ))}
      </RowList>
    </Panel>
  );
}
