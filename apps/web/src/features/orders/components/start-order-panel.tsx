import { PlusCircleOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { Panel } from '@/components/panel.tsx';
import { type ContinueDraftState, draftQuery } from '@/features/orders/api/draft-api.ts';
import { draftAddress, emptyWizardData, readDraftData } from '@/features/orders/lib/wizard-state.ts';
import { formatDate } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';
import { useSignedInUser } from '@/lib/session.ts';

/**
 * Start a property order, or continue the unfinished one. "Continue" opens the wizard where it was left;
 * "start a new one" opens the new-order page, which asks before the unfinished order is thrown away.
 */
export function StartOrderPanel() {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useSignedInUser();
  const navigate = useNavigate();
  const draft = useQuery(draftQuery);
  const empty = useMemo(() => emptyWizardData(user.email, null), [user.email]);
  const restored = draft.data ? readDraftData(draft.data.data, empty) : null;
  const address = restored ? draftAddress(restored) : '';
  const open = () => void navigate('/orders/new');
  const continueDraft = () =>
    void navigate('/orders/new', { state: { continueDraft: true } satisfies ContinueDraftState });

  return (
    <Panel title={t('dashboard.order.title')}>
      {draft.isPending ? <LoadingSkeleton rows={1} /> : null}
      {!draft.isPending && draft.data ? (
        <Flex vertical gap={12} align="flex-start" data-testid="dashboard-draft">
          <Typography.Paragraph style={{ margin: 0 }}>
            {address
              ? t('dashboard.order.draftAddress', {
                  address,
                  date: formatDate(draft.data.updatedAt, locale, user.timezone, true),
                })
              : t('dashboard.order.draft', {
                  date: formatDate(draft.data.updatedAt, locale, user.timezone, true),
                })}
          </Typography.Paragraph>
          <Flex wrap gap={8}>
            <Button type="primary" onClick={continueDraft}>
              {t('dashboard.order.continue')}
            </Button>
            <Button onClick={open}>{t('dashboard.order.startOver')}</Button>
          </Flex>
        </Flex>
      ) : null}
      {!draft.isPending && !draft.data ? (
        <Flex vertical gap={12} align="flex-start">
          <Typography.Paragraph style={{ margin: 0 }}>{t('dashboard.order.intro')}</Typography.Paragraph>
          <Button type="primary" icon={<PlusCircleOutlined aria-hidden />} onClick={open}>
            {t('dashboard.order.start')}
          </Button>
        </Flex>
      ) : null}
    </Panel>
  );
}
