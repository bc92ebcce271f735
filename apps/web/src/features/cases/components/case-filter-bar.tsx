import { type CaseFilters, displayOrderStatus } from '@portal/contracts';
import { Col, DatePicker, Form } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ListFilterBar } from '@/components/list-filter-bar.tsx';
import { type CaseListFilters, displayStatusOf } from '@/features/cases/lib/case-list-filters.ts';
import { useLocale } from '@/lib/i18n.ts';
import { useDayjsLocale } from '@/lib/use-dayjs-locale.ts';

const DAY_FORMAT = 'YYYY-MM-DD';

interface CaseFilterBarProps {
  filters: CaseListFilters;
  options: CaseFilters | undefined;
  onChange: (patch: Partial<CaseListFilters>) => void;
  onClear: () => void;
}

const unique = <T,>(values: T[]): T[] => [...new Set(values)];

/** The case list's filters, with the period in which a case last changed after the lists' own three. */
export function CaseFilterBar({ filters, options, onChange, onClear }: CaseFilterBarProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const datesInLanguage = useDayjsLocale();
  const from = filters.from ? dayjs(filters.from) : null;
  const to = filters.to ? dayjs(filters.to) : null;

  return (
    <ListFilterBar
      texts="cases.filters"
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
          // In Danish a back-ordered case reads as open, so the two are one choice there.
          statuses: unique(options.statuses.map((word) => displayStatusOf(word, locale))).map((status) => ({
            value: status,
            label: t(`cases.statuses.${status}`),
          })),
        }
      }
      shownStatuses={unique(filters.statuses.map((status) => displayOrderStatus(status, locale)))}
      selectWidths={{ xs: 24, sm: 12, md: 8, xl: 4 }}
      searchWidths={{ xs: 24, sm: 12, md: 8, xl: 5 }}
      clearWidths={{ xs: 24, sm: 6, md: 4, xl: 2 }}
      extra={{
        active: filters.from || filters.to ? 1 : 0,
        render: (id) => (
          <Col xs={24} sm={18} md={12} xl={5}>
            <Form.Item label={t('cases.filters.period')} htmlFor={`${id}-period`}>
              <DatePicker.RangePicker
                // Remounted once dayjs speaks the portal's language, so the calendar names days in it.
                key={datesInLanguage ? locale : 'loading'}
                id={{ start: `${id}-period` }}
                style={{ width: '100%' }}
                allowEmpty={[true, true]}
                value={[from, to]}
                onChange={(range) =>
                  onChange({
                    from: range?.[0]?.format(DAY_FORMAT) ?? null,
                    to: range?.[1]?.format(DAY_FORMAT) ?? null,
                  })
                }
              />
            </Form.Item>
          </Col>
        ),
      }}
    />
  );
}
