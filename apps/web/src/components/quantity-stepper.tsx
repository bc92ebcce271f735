import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { canDecrease, canIncrease, QUANTITY_MAX } from '@portal/contracts';
import { Button, InputNumber, Space } from 'antd';
import { useTranslation } from 'react-i18next';

interface QuantityStepperProps {
  /** What is counted, for the buttons' and the field's accessible names ("Increase Photos"). */
  name: string;
  value: number;
  onChange: (value: number) => void;
  /** The product's maximum order amount; 99 when it has none (docs/product.md). */
  max?: number | null;
  disabled?: boolean;
  id?: string;
}

/** A quantity from 0 to the maximum: minus is disabled at 0 and plus at the maximum (docs/product.md). */
export function QuantityStepper({ name, value, onChange, max, disabled, id }: QuantityStepperProps) {
  const { t } = useTranslation();
  const limit = Math.min(max ?? QUANTITY_MAX, QUANTITY_MAX);
  const clamp = (next: number) => Math.min(limit, Math.max(0, Math.round(next)));
  return (
    <Space.Compact className="portal-quantity-stepper">
      <Button
        icon={<MinusOutlined aria-hidden />}
        aria-label={t('common.quantity.decrease', { name })}
        disabled={disabled || !canDecrease(value)}
        onClick={() => onChange(clamp(value - 1))}
      />
      <InputNumber
        id={id}
        aria-label={t('common.quantity.label', { name })}
        min={0}
        max={limit}
        precision={0}
        controls={false}
        inputMode="numeric"
        disabled={disabled}
        value={value}
        onChange={(next) => onChange(clamp(typeof next === 'number' ? next : 0))}
        style={{ width: 56, textAlign: 'center' }}
      />
      <Button
        icon={<PlusOutlined aria-hidden />}
        aria-label={t('common.quantity.increase', { name })}
        disabled={disabled || !canIncrease(value, limit)}
        onClick={() => onChange(clamp(value + 1))}
      />
    </Space.Compact>
  );
}
