import { FilterOutlined } from '@ant-design/icons';
import { ErrorKey, MIN_SEARCH_LENGTH } from '@portal/contracts';
import { Button, Col, type ColProps, Form, Grid, Input, Row, Select } from 'antd';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListFilters } from '@/lib/list-filters.ts';
import { useDebouncedValue } from '@/lib/use-debounced.ts';

// docs/product.md: search and select callbacks wait 250 ms.
const SEARCH_DEBOUNCE_MS = 250;

/** Empty, or long enough for the hub's search (the product leaves the minimum to us: 3 characters). */
function isSearchable(search: string): boolean {
  const length = search.trim().length;
  return length === 0 || length >= MIN_SEARCH_LENGTH;
}

type Widths = Pick<ColProps, 'xs' | 'sm' | 'md' | 'xl'>;

interface FilterChoice<V> {
  value: V;
  label: string;
}

/** The filters every list has, as the bar reads and changes them (the sort belongs to the table). */
type StandardFilters<Category extends string, Status extends string> = Pick<
  ListFilters<Category, Status, string>,
  'branchIds' | 'categories' | 'statuses' | 'search'
>;

interface ListFilterBarProps<Category extends string, Status extends string> {
  /**
   * i18n prefix of the list's filter texts: `<prefix>.search`, `.searchPlaceholder`, `.toggle`, `.clear`,
   * `.department`, `.category`, `.status` and `.all`.
   */
  texts: string;
  filters: StandardFilters<Category, Status>;
  onChange: (patch: Partial<StandardFilters<Category, Status>>) => void;
  onClear: () => void;
  /** What each filter offers; undefined while the hub's filter options load. */
  choices:
    | {
        /** The user's departments, by name. */
        departments: { id: number; name: string }[];
        categories: FilterChoice<Category>[];
        statuses: FilterChoice<Status>[];
      }
    | undefined;
  /** The statuses as the status filter shows them, when the list shows them otherwise than it keeps them. */
  shownStatuses?: Status[];
  selectWidths: Widths;
  searchWidths: Widths;
  clearWidths: Widths;
  /** The list's own filters after the three (the case list's period), and how many of them are set. */
  extra?: { render: (id: string) => ReactNode; active: number };
}

/**
 * The filter row of a server-paged list: a debounced search that waits for 3 characters, the department,
 * category and status filters, the list's own, and a clear button. Phones keep the search in view and fold
 * the rest behind a button, so the list starts on the first screen.
 */
export function ListFilterBar<Category extends string, Status extends string>(
  props: ListFilterBarProps<Category, Status>,
) {
  const {
    texts,
    filters,
    onChange,
    onClear,
    choices,
    shownStatuses,
    selectWidths,
    searchWidths,
    clearWidths,
    extra,
  } = props;
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(filters.search);
  const phone = !Grid.useBreakpoint().md;
  const [expanded, setExpanded] = useState(false);
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const { search } = filters;

  // A new address (back button, cleared filters) puts its search into the box.
  useEffect(() => setText(search), [search]);

  // Only a change of the typed text searches; a too-short one does not run (the list stays, a hint says why).
  const handled = useRef(settled);
  useEffect(() => {
    if (settled === handled.current) return;
    handled.current = settled;
    if (isSearchable(settled)) onChange({ search: settled.trim() });
  }, [settled, onChange]);

  const activeFilters =
    [filters.branchIds, filters.categories, filters.statuses].filter((list) => list.length > 0).length +
    (extra?.active ?? 0);
  const toggle = t(`${texts}.toggle`);
  const common = { placeholder: t(`${texts}.all`), widths: selectWidths, loading: !choices };
  return (
    <Form layout="vertical" component="div" style={{ marginBottom: 8 }}>
      <Row gutter={[16, 0]} align="bottom">
        <Col {...searchWidths}>
          <Form.Item
            label={t(`${texts}.search`)}
            htmlFor={`${id}-search`}
            help={isSearchable(text) ? undefined : t(ErrorKey.searchTooShort)}
          >
            <Input
              id={`${id}-search`}
              type="search"
              allowClear
              placeholder={t(`${texts}.searchPlaceholder`)}
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
                {activeFilters > 0 ? `${toggle} (${activeFilters})` : toggle}
              </Button>
            </Form.Item>
          </Col>
        ) : null}
        {phone && !expanded ? null : (
          <>
            <FilterSelect
              {...common}
              id={`${id}-department`}
              label={t(`${texts}.department`)}
              value={filters.branchIds}
              onChange={(branchIds) => onChange({ branchIds })}
              options={choices?.departments.map((branch) => ({ value: branch.id, label: branch.name }))}
            />
            <FilterSelect
              {...common}
              id={`${id}-category`}
              label={t(`${texts}.category`)}
              value={filters.categories}
              onChange={(categories) => onChange({ categories })}
              options={choices?.categories}
            />
            <FilterSelect
              {...common}
              id={`${id}-status`}
              label={t(`${texts}.status`)}
              value={shownStatuses ?? filters.statuses}
              onChange={(statuses) => onChange({ statuses })}
              options={choices?.statuses}
            />
            {extra?.render(id)}
            <Col {...clearWidths}>
              <Form.Item>
                <Button
                  block
                  onClick={() => {
                    setText('');
                    onClear();
                  }}
                >
                  {t(`${texts}.clear`)}
                </Button>
              </Form.Item>
            </Col>
          </>
        )}
      </Row>
    </Form>
  );
}

interface FilterSelectProps<V> {
  id: string;
  label: string;
  placeholder: string;
  widths: Widths;
  loading: boolean;
  value: V[];
  options: FilterChoice<V>[] | undefined;
  onChange: (value: V[]) => void;
}

/** A multiple-choice filter in its column, searchable by its labels. */
function FilterSelect<V extends string | number>(props: FilterSelectProps<V>) {
  const { id, label, placeholder, widths, loading, value, options, onChange } = props;
  return (
    <Col {...widths}>
      <Form.Item label={label} htmlFor={id}>
        <Select
          mode="multiple"
          allowClear
          maxTagCount="responsive"
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={placeholder}
          id={id}
          loading={loading}
          value={value}
          onChange={onChange}
          options={options}
        />
      </Form.Item>
    </Col>
  );
}
