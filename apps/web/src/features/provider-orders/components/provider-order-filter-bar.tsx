import { mapOrderStatus, type ProviderOrderFilters } from '@portal/contracts';
import { Col, DatePicker, Form, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ListFilterBar } from '@/components/list-filter-bar.tsx';
import type { ProviderOrderListFilters } from '@/features/provider-orders/lib/order-list-filters.ts';
import { useLocale } from '@/lib/i18n.ts';
import { useDayjsLocale } from '@/lib/use-dayjs-locale.ts';

const DAY_FORMAT = 'YYYY-MM-DD';

interface ProviderOrderFilterBarProps {
  filters: ProviderOrderListFilters;
  options: ProviderOrderFilters | undefined;
  onChange: (patch: Partial<ProviderOrderListFilters>) => void;
  onClear: () => void;
}

/** The incoming orders' filters: the lists' own three, then the departments' countries and the order dates. */
export function ProviderOrderFilterBar({ filters, options, onChange, onClear }: ProviderOrderFilterBarProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const datesInLanguage = useDayjsLocale();
  const from = filters.from ? dayjs(filters.from) : null;
  const to = filters.to ? dayjs(filters.to) : null;

  return (
    <ListFilterBar
      texts="providerOrders.filters"
      filters={filters}
      onChange={onChange}
      onClear={onClear}
      choices={
        options && {
          departments: options.branches,
          categories: options.categories.map((category) => ({
            value: category,
            label: t(`cases.categories.${category}`),
          })),
          // The exact statuses: the coordinator moves orders between Open and Backorder, so both are shown.
          statuses: options.statuses.map((status) => ({
            value: status,
            label: t(`cases.statuses.${mapOrderStatus(status)}`),
          })),
        }
      }
      selectWidths={{ xs: 24, sm: 12, md: 8, xl: 3 }}
      searchWidths={{ xs: 24, sm: 12, md: 8, xl: 4 }}
      clearWidths={{ xs: 24, sm: 12, md: 8, xl: 3 }}
      extra={{
        active: (filters.countries.length > 0 ? 1 : 0) + (filters.from || filters.to ? 1 : 0),
        render: (id) => (
          <>
            <Col xs={24} sm={12} md={8} xl={3}>
              <Form.Item label={t('providerOrders.filters.country')} htmlFor={`${id}-country`}>
                <Select
                  id={`${id}-country`}
                  mode="multiple"
                  allowClear
                  maxTagCount="responsive"
                  placeholder={t('providerOrders.filters.all')}
                  loading={!options}
                  value={filters.countries}
                  onChange={(countries) => onChange({ countries })}
                  options={options?.countries.map((code) => ({
                    value: code,
                    label: t(`providerOrders.countries.${code}`, { defaultValue: code }),
                  }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12} md={8} xl={5}>
              <Form.Item label={t('providerOrders.filters.period')} htmlFor={`${id}-period`}>
                <DatePicker.RangePicker
                  // Remounted once dayjs speaks the portal's language, so the calendar names days in it.
                  key={datesInLanguage ? locale : 'loading'}
                  id={{ start: `${id}-period` }}
                  style={{ width: '100%' }}
                  allowEmpty={[true, true]}
                  value={[from, to]}
                  onChange={(range) =>
                    onChange({
                      from: range?.[0]?.format(DAY_FORMAT) ?? '',
                      to: range?.[1]?.format(DAY_FORMAT) ?? '',
                    })
                  }
                />
              </Form.Item>
            </Col>
          </>
        ),
      }}
    />
  );
}
