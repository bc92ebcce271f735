import { stripLongText } from '@portal/contracts';
import { Flex, Input, Typography } from 'antd';
import { type Ref, useState } from 'react';
import './task-texts.css';
import { useTranslation } from 'react-i18next';

interface LongTextAreaProps {
  id: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  ref?: Ref<unknown>;
  maxLength: number;
  minRows?: number;
}

/** The characters of `raw` that the long-text rule takes out, each once. */
const removedCharacters = (raw: string) => [
  ...new Set([...raw].filter((character) => !stripLongText(character))),
];

/**
 * A multi-line text under the long-text rule (docs/product.md): characters outside the allowed set are
 * taken out as they are typed or pasted, and the user is told which, so nothing vanishes unexplained. The
 * counter turns red past the section's maximum.
 */
export function LongTextArea({
  value,
  onChange,
  maxLength,
  minRows = 3,
  ref: _ref,
  ...field
}: LongTextAreaProps) {
  const { t } = useTranslation();
  const [removed, setRemoved] = useState<string[]>([]);
  return (
    <Flex vertical gap={4} className="portal-long-text">
      <Input.TextArea
        {...field}
        value={value}
        autoSize={{ minRows, maxRows: 18 }}
        count={{ show: true, max: maxLength }}
        onChange={(event) => {
          const raw = event.target.value;
          setRemoved(removedCharacters(raw));
          onChange(stripLongText(raw));
        }}
      />
      {removed.length > 0 ? (
        <Typography.Text type="warning" role="status">
          {t('texts.form.removedCharacters', { characters: removed.map((c) => `“${c}”`).join(' ') })}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
