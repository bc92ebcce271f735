import { Input } from 'antd';
import type { Ref } from 'react';
import './task-texts.css';

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

/**
 * A multi-line text kept as it is written (docs/product.md, "Long texts"). The counter turns red past the
 * section's maximum.
 */
export function LongTextArea({
  value,
  onChange,
  maxLength,
  minRows = 3,
  ref: _ref,
  ...field
}: LongTextAreaProps) {
  return (
    <div className="portal-long-text">
      <Input.TextArea
        {...field}
        value={value}
        autoSize={{ minRows, maxRows: 18 }}
        count={{ show: true, max: maxLength }}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
