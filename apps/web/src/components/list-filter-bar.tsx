import { FilterOutlined } from '@ant-design/icons';
import { ErrorKey, MIN_SEARCH_LENGTH } from '@portal/contracts';
import { Button, Col, type ColProps, Form, Grid, Input, Row, Select } from 'antd';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../lib/use-debounced.ts';

// portal.md section 9: search and select callbacks wait 250 ms.
const SEARCH_DEBOUNCE_MS = 250;

/** Empty, or long enough for the hub's search (calls.md leaves the minimum to us: 3 characters). */
export function isSearchable(search: string): boolean {
  const length = search.trim().length;
  return length === 0 || length >= MIN_SEARCH_LENGTH;
}

type Widths = Pick<ColProps, 'xs' | 'sm' | 'md' | 'xl'>;

interface ListFilterBarProps {
  /** i18n prefix of the list's filter texts: `<prefix>.search`, `.searchPlaceholder`, `.toggle`, `.clear`. */
  texts: string;
  search: string;
  onSearch: (search: string) => void;
  onClear: () => void;
  /** How many filters besides the search are set, shown on the phone's filter button. */
  activeFilters: number;
  searchWidths: Widths;
  clearWidths: Widths;
  /** The list's own filters, each a `FilterColumn`; the bar adds the search and the clear button. */
  children: (id: string) => ReactNode;
}

/**
 * The filter row of a server-paged list: a debounced search that waits for 3 characters, the list's own
 * filters, and a clear button. Phones keep the search in view and fold the rest behind a button, so the
 * list starts on the first screen.
 */
export function ListFilterBar(props: ListFilterBarProps) {
  const { texts, search, onSearch, onClear, activeFilters, searchWidths, clearWidths, children } = props;
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(search);
  const phone = !Grid.useBreakpoint().md;
  const [expanded, setExpanded] = useState(false);
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);

  // A new address (back button, cleared filters) puts its search into the box.
  useEffect(() => setText(search), [search]);

  // Only a change of the typed text searches; a too-short one does not run (the list stays, a hint says why).
  const handled = useRef(settled);
  useEffect(() => {
    if (settled === handled.current) return;
    handled.current = settled;
    if (isSearchable(settled)) onSearch(settled.trim());
  }, [settled, onSearch]);

  const toggle = t(`${texts}.toggle`);
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
            {children(id)}
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
  options: { value: V; label: string }[] | undefined;
  onChange: (value: V[]) => void;
}

/** A multiple-choice filter in its column, searchable by its labels. */
export function FilterSelect<V extends string | number>(props: FilterSelectProps<V>) {
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
