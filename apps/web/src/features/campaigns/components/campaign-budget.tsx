import type { CampaignRecord } from '@portal/contracts';
import { Flex, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';

/**
 * Budget used of the total as a bar and in words ("12.500 kr. of 40.000 kr."); a budget overrun shows the
 * bar full and red, and a budget of 0 counts as used up by any spending.
 */
export function CampaignBudget({
  campaign,
}: {
  campaign: Pick<CampaignRecord, 'spent' | 'budget' | 'currency'>;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { spent, budget, currency } = campaign;
  const percent = budget > 0 ? Math.round((spent / budget) * 100) : spent > 0 ? 100 : 0;
  const text = t('campaigns.budget.used', {
    spent: formatPrice(spent, currency, locale),
    budget: formatPrice(budget, currency, locale),
  });
  return (
    <Flex vertical gap={0} style={{ minWidth: 0 }}>
      <Typography.Text className="portal-campaign-budget-text">{text}</Typography.Text>
      <Progress
        percent={Math.min(percent, 100)}
        status={percent > 100 ? 'exception' : 'normal'}
        format={() => `${percent}%`}
        size="small"
        aria-label={text}
      />
    </Flex>
  );
}
