import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useEffect } from 'react';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field.tsx';
import { campaignChoicesQuery } from '@/features/orders/api/campaign-options.ts';
import type { InformationOutput } from '@/features/orders/lib/step-schemas.ts';
import type { InformationValues } from '@/features/orders/lib/wizard-state.ts';
import { formatPrice } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';
import { FormSection } from './form-section.tsx';

interface CampaignFieldProps {
  control: Control<InformationValues, unknown, InformationOutput>;
  branchId: number;
  /** Whether the user sees prices; without, a campaign is offered by its name alone. */
  showPrices: boolean;
}

/**
 * The optional campaign of the order: the department's running and planned campaigns, each with what is
 * left of its budget. Shown only when the department has any; the hub checks the budget when the order is
 * placed.
 */
export function CampaignField({ control, branchId, showPrices }: CampaignFieldProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const choices = useQuery(campaignChoicesQuery(branchId));
  const { field } = useController({ control, name: 'campaignId' });
  const { value, onChange } = field;

  // A campaign chosen for another department (the department was changed since) is no choice here.
  useEffect(() => {
    if (choices.data && value && !choices.data.some((campaign) => campaign.id === value)) onChange(null);
  }, [choices.data, value, onChange]);

  if (!choices.data?.length) return null;
  const labelOf = (campaign: (typeof choices.data)[number]) => {
    if (!showPrices) return campaign.name;
    const left = campaign.budget - campaign.spent;
    return left > 0
      ? t('campaigns.order.option', {
          name: campaign.name,
          left: formatPrice(left, campaign.currency, locale),
        })
      : t('campaigns.order.optionOver', { name: campaign.name });
  };
  return (
    <FormSection id="order-campaign-heading" title={t('campaigns.order.sectionTitle')}>
      <FormField
        control={control}
        name="campaignId"
        label={t('campaigns.order.field')}
        extra={t('campaigns.order.hint')}
        render={({ ref: _ref, ...select }) => (
          <Select
            {...select}
            allowClear
            placeholder={t('campaigns.order.none')}
            style={{ maxWidth: 480 }}
            options={choices.data.map((campaign) => ({ value: campaign.id, label: labelOf(campaign) }))}
            onChange={(chosen: string | undefined) => select.onChange(chosen ?? null)}
          />
        )}
      />
    </FormSection>
  );
}
