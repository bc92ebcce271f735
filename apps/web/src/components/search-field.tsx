import { ErrorKey, MIN_SEARCH_LENGTH } from '@portal/contracts';
import { Form, Input } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '@/lib/use-debounced.ts';

// docs/product.md: search callbacks wait 250 ms.
const SEARCH_DEBOUNCE_MS = 250;

const isSearchable = (text: string) => text.length === 0 || text.length >= MIN_SEARCH_LENGTH;

interface SearchFieldProps {
  label: string;
  placeholder?: string;
  /** Called with the trimmed text once typing has stopped, when it is empty or long enough to search. */
  onSearch: (search: string) => void;
}

/**
 * The search box of an admin list: it searches once typing stops, from 3 characters (or empty, for all);
 * a shorter text keeps the list as it is and says why under the box.
 */
export function SearchField({ label, placeholder, onSearch }: SearchFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (isSearchable(settled)) onSearch(settled);
  }, [settled, onSearch]);
  const tooShort = !isSearchable(text.trim());
  return (
    <Form layout="vertical" component="div" style={{ maxWidth: 420 }}>
      <Form.Item
        label={label}
        htmlFor={id}
        validateStatus={tooShort ? 'warning' : undefined}
        help={tooShort ? <span id={`${id}-help`}>{t(ErrorKey.searchTooShort)}</span> : undefined}
      >
        <Input
          id={id}
          type="search"
          allowClear
          value={text}
          placeholder={placeholder}
          aria-describedby={tooShort ? `${id}-help` : undefined}
          onChange={(event) => setText(event.target.value)}
        />
      </Form.Item>
    </Form>
  );
}
