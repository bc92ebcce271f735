import { FilterOutlined } from '@ant-design/icons';
import { ErrorKey, mapTaskStatus, type TaskFiltersRecord, TaskStatus } from '@portal/contracts';
import { Button, Col, Form, Grid, Input, Row, Select } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../lib/use-debounced.ts';
import { isSearchable, type TaskListFilters } from '../api/task-list-filters.ts';

// portal.md section 9: search and select callbacks wait 250 ms.
const SEARCH_DEBOUNCE_MS = 250;

interface TaskFilterBarProps {
  filters: TaskListFilters;
  options: TaskFiltersRecord | undefined;
  onChange: (patch: Partial<TaskListFilters>) => void;
  onClear: () => void;
}

export function TaskFilterBar({ filters, options, onChange, onClear }: TaskFilterBarProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(filters.search);
  // Phones keep the search in view and fold the other filters away, so the list starts on the first screen.
  const phone = !Grid.useBreakpoint().md;
  const [expanded, setExpanded] = useState(false);
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

  // The hub's words in the order of the statuses, once each ("Unknown" and a missing word are the same).
  const offered = new Set((options?.statuses ?? []).map(mapTaskStatus));
  const statusOptions = TaskStatus.options
    .filter((status) => offered.has(status))
    .map((status) => ({ value: status, label: t(`tasks.statuses.${status}`) }));
  const categoryOptions = (options?.types ?? [])
    .map((type) => ({ value: type, label: t(`tasks.categories.${type}`, { defaultValue: type }) }))
    .toSorted((a, b) => a.label.localeCompare(b.label));
  const searchHint = isSearchable(text) ? undefined : t(ErrorKey.searchTooShort);
  const activeFilters = [filters.branchIds, filters.categories, filters.statuses].filter(
    (list) => list.length > 0,
  ).length;
  const selectProps = {
    mode: 'multiple',
    allowClear: true,
    maxTagCount: 'responsive',
    showSearch: { optionFilterProp: 'label' },
    placeholder: t('tasks.filters.all'),
  } as const;

  return (
    <Form layout="vertical" component="div" style={{ marginBottom: 8 }}>
      <Row gutter={[16, 0]} align="bottom">
        <Col xs={24} sm={12} md={8} xl={6}>
          <Form.Item label={t('tasks.filters.search')} htmlFor={`${id}-search`} help={searchHint}>
            <Input
              id={`${id}-search`}
              type="search"
              allowClear
              placeholder={t('tasks.filters.searchPlaceholder')}
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
                  ? `${t('tasks.filters.toggle')} (${activeFilters})`
                  : t('tasks.filters.toggle')}
              </Button>
            </Form.Item>
          </Col>
        ) : null}
        {phone && !expanded ? null : (
          <>
            <Col xs={24} sm={12} md={8} xl={5}>
              <Form.Item label={t('tasks.filters.department')} htmlFor={`${id}-department`}>
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
            <Col xs={24} sm={12} md={8} xl={5}>
              <Form.Item label={t('tasks.filters.category')} htmlFor={`${id}-category`}>
                <Select
                  {...selectProps}
                  id={`${id}-category`}
                  loading={!options}
                  value={filters.categories}
                  onChange={(categories: TaskListFilters['categories']) => onChange({ categories })}
                  options={categoryOptions}
                />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12} md={8} xl={5}>
              <Form.Item label={t('tasks.filters.status')} htmlFor={`${id}-status`}>
                <Select
                  {...selectProps}
                  id={`${id}-status`}
                  loading={!options}
                  value={filters.statuses}
                  onChange={(statuses: TaskListFilters['statuses']) => onChange({ statuses })}
                  options={statusOptions}
                />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12} md={8} xl={3}>
              <Form.Item>
                <Button
                  block
                  onClick={() => {
                    setText('');
                    onClear();
                  }}
                >
                  {t('tasks.filters.clear')}
                </Button>
              </Form.Item>
            </Col>
          </>
        )}
      </Row>
    </Form>
  );
}
