import type { OrderApproval } from '@portal/contracts';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';
import { useSignedInUser } from '@/lib/session.ts';

/** An order that waited for approval: waiting and why, or who approved or rejected it, when, and why not. */
export function OrderApprovalNotice({ approval }: { approval: OrderApproval | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useSignedInUser();
  if (!approval) return null;
  const when = formatDate(approval.decidedAt, locale, user.timezone, true);
  const reasons = approval.reasons.map((reason) => t(`orders.approval.reasons.${reason}`)).join(' ');
  if (approval.state === 'WAITING') {
    return <Alert type="warning" showIcon title={t('orders.approval.waiting')} description={reasons} />;
  }
  if (approval.state === 'APPROVED') {
    return (
      <Alert
        type="success"
        showIcon
        title={t('orders.approval.approved', { who: approval.decidedBy ?? '–', when })}
      />
    );
  }
  return (
    <Alert
      type="error"
      showIcon
      title={t('orders.approval.rejected', { who: approval.decidedBy ?? '–', when })}
      description={t('orders.approval.reason', { reason: approval.rejectionReason ?? '' })}
    />
  );
}
