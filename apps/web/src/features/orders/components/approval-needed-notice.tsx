import type { ApprovalCheck } from '@portal/contracts';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

/** Told before submit: the order will wait for an approver of the department, and why. */
export function ApprovalNeededNotice({ check }: { check: ApprovalCheck | undefined }) {
  const { t } = useTranslation();
  if (!check?.approvalNeeded) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      title={t('orders.approval.willWait')}
      description={
        <ul className="portal-summary-problems">
          {check.reasons.map((reason) => (
            <li key={reason}>{t(`orders.approval.reasons.${reason}`)}</li>
          ))}
        </ul>
      }
      style={{ marginBottom: 16 }}
    />
  );
}
