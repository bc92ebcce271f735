import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Modal, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PageHeading } from '@/components/page-heading.tsx';
import { PageSpin } from '@/components/page-spin.tsx';
import { type ContinueDraftState, draftQuery, useDeleteDraft } from '@/features/orders/api/draft-api.ts';
import { OrderWizard } from '@/features/orders/forms/order-wizard.tsx';
import {
  draftAddress,
  emptyWizardData,
  readDraftData,
  type WizardData,
} from '@/features/orders/lib/wizard-state.ts';
import { errorText } from '@/lib/errors.ts';
import { formatDate } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';
import { useSignedInUser } from '@/lib/session.ts';
import { useDelayedLoading } from '@/lib/use-delayed-loading.ts';

interface Session {
  /** A new key starts the wizard afresh. */
  key: number;
  data: WizardData;
  step: number;
  draftId: string | undefined;
}

/** New order: asks first whether to continue an unfinished one (docs/product.md). */
export function NewOrderPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useSignedInUser();
  const draft = useQuery({ ...draftQuery, refetchOnWindowFocus: false });
  const deleteDraft = useDeleteDraft();
  const deleting = useDelayedLoading(deleteDraft.isPending);
  const [session, setSession] = useState<Session | null>(null);
  const firstBranch = user.branches.find((branch) => branch.access !== 'NONE')?.id ?? null;
  const empty = useMemo(() => emptyWizardData(user.email, firstBranch), [user.email, firstBranch]);
  const restored = draft.data ? readDraftData(draft.data.data, empty) : null;

  // Without an unfinished order (or when it cannot be read) the wizard starts at once; the decision is
  // kept, so the wizard's own saving never turns the page into the question.
  const undecided = session === null && !draft.isPending && restored === null;
  useEffect(() => {
    if (!undecided) return;
    if (draft.isError) console.warn('The unfinished order could not be read; a new one starts.', draft.error);
    setSession({ key: 0, data: empty, step: 0, draftId: undefined });
  }, [undecided, draft.isError, draft.error, empty]);

  // "Continue the order" on the dashboard has already answered the question. The answer is dropped from the
  // history entry once used, so reloading the page asks again.
  const location = useLocation();
  const navigate = useNavigate();
  const continueChosen = (location.state as ContinueDraftState | null)?.continueDraft === true;
  const saved = draft.data;
  useEffect(() => {
    if (session !== null || !continueChosen || !saved || !restored) return;
    setSession({ key: 1, data: restored, step: Math.min(saved.step, restored.reached), draftId: saved.id });
    void navigate(location.pathname, { replace: true, state: null });
  }, [session, continueChosen, saved, restored, navigate, location.pathname]);

  const title = t('orders.pages.new.title');
  if (session) {
    return (
      <>
        <PageHeading title={title} />
        <OrderWizard
          key={session.key}
          user={user}
          initial={session.data}
          initialStep={session.step}
          draftId={session.draftId}
        />
      </>
    );
  }
  if (!saved || !restored || continueChosen) return <PageSpin />;

  const address = draftAddress(restored);
  const startOver = () =>
    deleteDraft.mutate(undefined, {
      onSuccess: () => setSession({ key: 1, data: empty, step: 0, draftId: undefined }),
    });
  const carryOn = () =>
    setSession({ key: 1, data: restored, step: Math.min(saved.step, restored.reached), draftId: saved.id });

  return (
    <>
      <PageHeading title={title} />
      <Modal
        open
        title={t('orders.pages.new.draftTitle')}
        closable={false}
        keyboard={false}
        mask={{ closable: false }}
        footer={
          <Flex gap={8} justify="flex-end" wrap>
            <Button onClick={startOver} loading={deleting} disabled={deleteDraft.isPending}>
              {t('orders.pages.new.draftStartOver')}
            </Button>
            <Button type="primary" onClick={carryOn} disabled={deleteDraft.isPending}>
              {t('orders.pages.new.draftContinue')}
            </Button>
          </Flex>
        }
      >
        <Typography.Paragraph>
          {address
            ? t('orders.pages.new.draftTextAddress', {
                address,
                date: formatDate(saved.updatedAt, locale, user.timezone, true),
              })
            : t('orders.pages.new.draftText', {
                date: formatDate(saved.updatedAt, locale, user.timezone, true),
              })}
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary">
          {t('orders.pages.new.draftStartOverHint')}
        </Typography.Paragraph>
        {deleteDraft.isError && !deleting ? (
          <Alert type="error" showIcon title={errorText(t, deleteDraft.error)} />
        ) : null}
      </Modal>
    </>
  );
}
