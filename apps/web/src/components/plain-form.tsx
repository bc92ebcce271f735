import './plain-form.css';
import {
  type ButtonHTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  useState,
} from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledField, type ControlledFieldProps } from './controlled-field.tsx';

/*
 * Form controls in plain markup for the login page, drawn to look like Ant Design's. The login page is the
 * first download of every visitor, and Ant Design's Form, Input, Checkbox, Button and Alert with their
 * machinery weigh about 50 KB gzipped there (docs/performance.md). The other pages keep Ant Design.
 */

interface PlainFieldProps<T extends FieldValues, O extends FieldValues, N extends FieldPath<T>>
  extends ControlledFieldProps<T, O, N> {
  /** The visible label; null for a control that carries its own, such as a checkbox. */
  label: string | null;
}

/** FormField's twin in plain markup: the label, the control, and under it its first problem, translated. */
export function PlainField<T extends FieldValues, O extends FieldValues, N extends FieldPath<T>>({
  label,
  ...field
}: PlainFieldProps<T, O, N>) {
  return (
    <ControlledField
      {...field}
      frame={({ id, helpId, problem, control }) => (
        <div className="portal-field">
          {label === null ? null : (
            <label className="portal-field-label" htmlFor={id}>
              {label}
            </label>
          )}
          {control}
          {problem ? (
            <div id={helpId} className="portal-field-problem">
              {problem}
            </div>
          ) : null}
        </div>
      )}
    />
  );
}

type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

export function PlainInput({ className, ...props }: InputProps) {
  return <input {...props} className={['portal-input', className].filter(Boolean).join(' ')} />;
}

/** A password input with a button that shows what was typed, named for what it does next. */
export function PlainPasswordInput(props: Omit<InputProps, 'type'>) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <span className="portal-input-affixed">
      <PlainInput {...props} type={shown ? 'text' : 'password'} />
      <button
        type="button"
        className="portal-input-affix"
        aria-pressed={shown}
        aria-label={t('common.fields.showPassword')}
        onClick={() => setShown((value) => !value)}
      >
        <EyeIcon crossed={!shown} />
      </button>
    </span>
  );
}

export function PlainCheckbox({ children, ...props }: Omit<InputProps, 'type'> & { children: ReactNode }) {
  return (
    <label className="portal-checkbox">
      <input {...props} type="checkbox" />
      <span>{children}</span>
    </label>
  );
}

interface PlainButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Busy: the spinner shows and presses are ignored, and the button keeps its name. */
  loading?: boolean;
  variant?: 'primary' | 'text';
  ref?: Ref<HTMLButtonElement>;
}

export function PlainButton({
  loading = false,
  variant = 'primary',
  className,
  children,
  onClick,
  ...props
}: PlainButtonProps) {
  return (
    <button
      type="button"
      {...props}
      aria-busy={loading || undefined}
      className={['portal-button', `portal-button-${variant}`, className].filter(Boolean).join(' ')}
      onClick={(event) => {
        if (loading) event.preventDefault();
        else onClick?.(event);
      }}
    >
      {loading ? <span className="portal-button-spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

export function PlainErrorAlert({ children }: { children: ReactNode }) {
  return (
    <div className="portal-alert-error" role="alert">
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
        <circle cx="8" cy="8" r="8" fill="currentColor" />
        <path d="M5.5 5.5l5 5m0-5l-5 5" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
      <span>{children}</span>
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M4 4l16 16" strokeLinecap="round" /> : null}
    </svg>
  );
}
