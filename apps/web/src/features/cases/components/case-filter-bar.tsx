import { FilterOutlined } from '@ant-design/icons';
import { type CaseFilters, displayOrderStatus, ErrorKey } from '@portal/contracts';
import { Button, Col, DatePicker, Form, Grid, Input, Row, Select } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n.ts';
import { useDayjsLocale } from '../../../lib/use-dayjs-locale.ts';
import { useDebouncedValue } from '../../../lib/use-debounced.ts';
import { type CaseListFilters, displayStatusOf, isSearchable } from '../api/case-list-filters.ts';

// portal.md section 9: search and select callbacks wait 250 ms.
const SEARCH_DEBOUNCE_MS = 250;
const DAY_FORMAT = 'YYYY-MM-DD';

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
  const id = useId();
  const [text, setText] = useState(filters.search);
  // Phones keep the search in view and fold the other filters away, so the list starts on the first screen.
  const phone = !Grid.useBreakpoint().md;
  const [expanded, setExpanded] = useState(false);
  const datesInLanguage = useDayjsLocale();
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);

  // A new address (back button, cleared filters) puts its search into the box.
  useEffect(() => setText(filters.search), [filters.search]);

  // Only a change of the typed text searches; a too-short one does not run (the list stays, a hint says why).
  const handled = useRef(settled);
  useEffect(() => {
    if (settled === handled.current) return;
    handled.current = settled;
    if (isSearchable(settled)) onChange({ search: settled.trim() });
  }, [settled, onChange]);

  // In Danish a back-ordered case reads as open, so the two are one choice there.
  const statusOptions = unique((options?.statuses ?? []).map((word) => displayStatusOf(word, locale))).map(
    (status) => ({ value: status, label: t(`cases.statuses.${status}`) }),
  );
  const selectedStatuses = unique(filters.statuses.map((status) => displayOrderStatus(status, locale)));
  const from = filters.from ? dayjs(filters.from) : null;
  const to = filters.to ? dayjs(filters.to) : null;
  const searchHint = isSearchable(text) ? undefined : t(ErrorKey.searchTooShort);
  const activeFilters =
    [filters.branchIds, filters.categories, filters.statuses].filter((list) => list.length > 0).length +
    (filters.from || filters.to ? 1 : 0);
  const selectProps = {
    mode: 'multiple',
    allowClear: true,
    maxTagCount: 'responsive',
    showSearch: { optionFilterProp: 'label' },
    placeholder: t('cases.filters.all'),
  } as const;

  return (
    <Form layout="vertical" component="div" style={{ marginBottom: 8 }}>
      <Row gutter={[16, 0]} align="bottom">
        <Col xs={24} sm={12} md={8} xl={5}>
          <Form.Item label={t('cases.filters.search')} htmlFor={`${id}-search`} help={searchHint}>
            <Input
              id={`${id}-search`}
              type="search"
              allowClear
              placeholder={t('cases.filters.searchPlaceholder')}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </Form.Item>
        </Col>
        {phone ? (
          <Col xs={24}>
            <Form.Item>
              <Button
                block
                icon={<FilterOutlined aria-hidden />}
                aria-expanded={expanded}
                onClick={() => setExpanded(!expanded)}
              >
                {activeFilters > 0
                  ? `${t('cases.filters.toggle')} (${activeFilters})`
                  : t('cases.filters.toggle')}
              </Button>
            </Form.Item>
          </Col>
        ) : null}
        {phone && !expanded ? null : (
          <>
            <Col xs={24} sm={12} md={8} xl={4}>
              <Form.Item label={t('cases.filters.department')} htmlFor={`${id}-department`}>
                <Select
                  {...selectProps}
                  id={`${id}-department`}
                  loading={!options}
                  value={filters.branchIds}
                  onChange={(branchIds: number[]) => onChange({ branchIds })}
                  options={options?.branches.map((branch) => ({ value: branch.id, label: branch.name }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12} md={8} xl={4}>
              <Form.Item label={t('cases.filters.category')} htmlFor={`${id}-category`}>
                <Select
                  {...selectProps}
                  id={`${id}-category`}
                  loading={!options}
                  value={filters.categories}
                  onChange={(categories: CaseListFilters['categories']) => onChange({ categories })}
                  options={options?.categories.map((category) => ({
                    value: category,
                    label: t(`cases.categories.${category}`),
                  }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12} md={8} xl={4}>
              <Form.Item label={t('cases.filters.status')} htmlFor={`${id}-status`}>
                <Select
                  {...selectProps}
                  id={`${id}-status`}
                  loading={!options}
                  value={selectedStatuses}
                  onChange={(statuses: CaseListFilters['statuses']) => onChange({ statuses })}
                  options={statusOptions}
                />
              </Form.Item>
            </Col>
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
            <Col xs={24} sm={6} md={4} xl={2}>
              <Form.Item>
                <Button
                  block
                  onClick={() => {
                    setText('');
                    onClear();
                  }}
                >
                  {t('cases.filters.clear')}
                </Button>
              </Form.Item>
            </Col>
          </>
        )}
      </Row>
    </Form>
  );
}
