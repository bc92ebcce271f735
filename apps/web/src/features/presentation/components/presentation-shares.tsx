import { CopyOutlined } from '@ant-design/icons';
import {
  type CreatedPresentationShare,
  DEFAULT_SHARE_LIFETIME_DAYS,
  type PresentationShareRecord,
  SHARE_LIFETIME_DAYS,
} from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { Panel } from '@/components/panel.tsx';
import {
  createPresentationShare,
  presentationSharesQuery,
  revokePresentationShare,
} from '@/features/presentation/api/presentation-api.ts';
import { errorText } from '@/lib/errors.ts';
import { formatDate } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';
import { presentationKeys } from '@/lib/query-keys.ts';
import { useImpersonating, useSignedInUser } from '@/lib/session.ts';
import './presentation.css';

async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard outside a secure context or without permission: the link stays on screen to copy by hand.
    return false;
  }
}

type Lifetime = (typeof SHARE_LIFETIME_DAYS)[number];

/**
 * "Copy link": a new share link for people without an account, working for the chosen number of days and
 * copied to the clipboard. Its address is known only now (the hub keeps a hash of the token), so it also
 * stays on screen; the live links show until when they work and can be revoked.
 */
export function PresentationShares({ caseId }: { caseId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useSignedInUser();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const shares = useQuery(presentationSharesQuery(caseId));
  const [created, setCreated] = useState<CreatedPresentationShare | null>(null);
  const [revoking, setRevoking] = useState<PresentationShareRecord | null>(null);
  // A link made while acting as someone else may not outlast the session by more than a day (the hub says so too).
  const impersonating = useImpersonating();
  const lifetimes: readonly Lifetime[] = impersonating ? [1] : SHARE_LIFETIME_DAYS;
  const [lifetime, setLifetime] = useState<Lifetime>(impersonating ? 1 : DEFAULT_SHARE_LIFETIME_DAYS);

  const share = useMutation({
    mutationFn: () => createPresentationShare(caseId, lifetime),
    onSuccess: async (answer) => {
      setCreated(answer);
      void queryClient.invalidateQueries({ queryKey: presentationKeys.shares(caseId) });
      const copied = await copyToClipboard(answer.url);
      void message[copied ? 'success' : 'info'](
        t(copied ? 'presentation.shares.copied' : 'presentation.shares.copyByHand'),
      );
    },
    onError: (error) => void message.error(errorText(t, error)),
  });

  const revoke = async (target: PresentationShareRecord) => {
    await revokePresentationShare(caseId, target.id);
    if (created?.id === target.id) setCreated(null);
    await queryClient.invalidateQueries({ queryKey: presentationKeys.shares(caseId) });
  };

  return (
    <Panel
      title={t('presentation.shares.title')}
      extra={
        <Flex gap={8} wrap>
          <Select<Lifetime>
            aria-label={t('presentation.shares.lifetime')}
            value={lifetime}
            onChange={setLifetime}
            options={lifetimes.map((days) => ({
              value: days,
              label: t('presentation.shares.days', { count: days }),
            }))}
            style={{ minWidth: 110 }}
          />
          <Button
            type="primary"
            icon={<CopyOutlined />}
            loading={share.isPending}
            onClick={() => share.mutate()}
          >
            {t('presentation.shares.copyLink')}
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          {t('presentation.shares.intro')} {t('presentation.shares.expiredLeftOut')}
        </Typography.Text>
        {created && (
          <Typography.Text copyable={{ text: created.url }} className="presentation-share-url">
            {created.url}
          </Typography.Text>
        )}
        {shares.isError && <Alert type="error" showIcon title={errorText(t, shares.error)} />}
        {shares.data?.length === 0 && <Typography.Text>{t('presentation.shares.none')}</Typography.Text>}
        {!!shares.data?.length && (
          <ul className="presentation-share-list" aria-label={t('presentation.shares.listLabel')}>
            {shares.data.map((item) => (
              <li key={item.id}>
                <span>
                  {t('presentation.shares.sharedAt', {
                    date: formatDate(item.createdAt, locale, user.timezone, true),
                    name: item.createdByName ?? t('presentation.shares.someone'),
                  })}
                  <br />
                  <Typography.Text type="secondary">
                    {t('presentation.shares.worksUntil', {
                      date: formatDate(item.expiresAt, locale, user.timezone, true),
                    })}
                  </Typography.Text>
                </span>
                <Button size="small" danger onClick={() => setRevoking(item)}>
                  {t('presentation.shares.revoke')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Flex>
      <ConfirmDialog
        open={revoking !== null}
        title={t('presentation.shares.revokeTitle')}
        okText={t('presentation.shares.revoke')}
        danger
        onConfirm={() => (revoking ? revoke(revoking) : undefined)}
        onClose={() => setRevoking(null)}
      >
        {t('presentation.shares.revokeText')}
      </ConfirmDialog>
    </Panel>
  );
}
