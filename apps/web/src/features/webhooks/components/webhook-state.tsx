import type { WebhookRecord } from '@portal/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Active, paused by an admin, or paused by the portal after failed deliveries. */
export function WebhookState({ webhook }: { webhook: WebhookRecord }) {
  const { t } = useTranslation();
  if (webhook.active) return <Tag color="success">{t('webhooks.states.active')}</Tag>;
  if (webhook.pausedReason === 'failures')
    return <Tag color="error">{t('webhooks.states.pausedFailures')}</Tag>;
  return <Tag>{t('webhooks.states.paused')}</Tag>;
}
