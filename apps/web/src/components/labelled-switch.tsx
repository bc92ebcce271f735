import { Switch } from 'antd';
import { type ReactNode, useId } from 'react';

interface LabelledSwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  /** A line under the label, such as what the choice costs. */
  hint?: ReactNode;
  disabled?: boolean;
  id?: string;
}

/** A switch with its label beside it; clicking the label flips the switch too. */
export function LabelledSwitch({ checked, onChange, label, hint, disabled, id }: LabelledSwitchProps) {
  const ownId = useId();
  const switchId = id ?? ownId;
  const hintId = `${switchId}-hint`;
  return (
    <div className="portal-labelled-switch">
      <Switch
        id={switchId}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        aria-describedby={hint ? hintId : undefined}
      />
      <div>
        <label htmlFor={switchId}>{label}</label>
        {hint ? (
          <div id={hintId} className="portal-labelled-switch-hint">
            {hint}
          </div>
        ) : null}
      </div>
    </div>
  );
}
