import { type CaseFilters, displayOrderStatus } from '@portal/contracts';
import { Col, DatePicker, Form } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FilterSelect, ListFilterBar } from '../../../components/list-filter-bar.tsx';
import { useLocale } from '../../../lib/i18n.ts';
import { useDayjsLocale } from '../../../lib/use-dayjs-locale.ts';
import { type CaseListFilters, displayStatusOf } from '../api/case-list-filters.ts';

const DAY_FORMAT = 'YYYY-MM-DD';
const WIDTHS = { xs: 24, sm: 12, md: 8, xl: 4 } as const;

interface CaseFilterBarProps {
  filters: CaseListFilters;
  options: CaseFilters | undefined;
  onChange: (patch: Partial<CaseListFilters>) => void;
  onClear: () => void;
}

const unique = <T,>(values: T[]): T[] => [...new Set(values)];

export function CaseFilterBar({ filters, options, onChange, onClear }: CaseFilterBarProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const datesInLanguage = useDayjsLocale();

  // In Danish a back-ordered case reads as open, so the two are one choice there.
  const statusOptions = unique((options?.statuses ?? []).map((word) => displayStatusOf(word, locale))).map(
    (status) => ({ value: status, label: t(`cases.statuses.${status}`) }),
  );
  const selectedStatuses = unique(filters.statuses.map((status) => displayOrderStatus(status, locale)));
  const from = filters.from ? dayjs(filters.from) : null;
  const to = filters.to ? dayjs(filters.to) : null;
  const activeFilters =
    [filters.branchIds, filters.categories, filters.statuses].filter((list) => list.length > 0).length +
    (filters.from || filters.to ? 1 : 0);
  const common = { placeholder: t('cases.filters.all'), widths: WIDTHS, loading: !options };

  return (
    <ListFilterBar
      texts="cases.filters"
      search={filters.search}
      onSearch={(search) => onChange({ search })}
      onClear={onClear}
      activeFilters={activeFilters}
      searchWidths={{ xs: 24, sm: 12, md: 8, xl: 5 }}
      clearWidths={{ xs: 24, sm: 6, md: 4, xl: 2 }}
    >
      {(id) => (
        <>
          <FilterSelect
            {...common}
            id={`${id}-department`}
            label={t('cases.filters.department')}
            value={filters.branchIds}
            onChange={(branchIds) => onChange({ branchIds })}
            options={options?.branches.map((branch) => ({ value: branch.id, label: branch.name }))}
          />
          <FilterSelect
            {...common}
            id={`${id}-category`}
            label={t('cases.filters.category')}
            value={filters.categories}
            onChange={(categories) => onChange({ categories })}
            options={options?.categories.map((category) => ({
              value: category,
              label: t(`cases.categories.${category}`),
            }))}
          />
          <FilterSelect
            {...common}
            id={`${id}-status`}
            label={t('cases.filters.status')}
            value={selectedStatuses}
            onChange={(statuses) => onChange({ statuses })}
            options={statusOptions}
          />
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
        </>
      )}
    </ListFilterBar>
  );
}
