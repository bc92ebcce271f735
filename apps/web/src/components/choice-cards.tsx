import { CheckCircleFilled } from '@ant-design/icons';
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export interface ChoiceCardOption<T extends string | number> {
  value: T;
  title: ReactNode;
  /** Text under the title; with `extra`, it describes the card's radio to screen readers. */
  description?: ReactNode;
  /** More content (lists, prices) below the description. */
  extra?: ReactNode;
  icon?: ReactNode;
  disabled?: boolean;
}

interface ChoiceCardsProps<T extends string | number> {
  /** The group's accessible name. */
  label: string;
  value: T | null;
  options: ChoiceCardOption<T>[];
  onChange: (value: T) => void;
  /** Shown as the group's problem, under the cards. */
  error?: ReactNode;
  /** Narrowest width of a card, in px; the grid fits as many in a row as there is room for. */
  minWidth?: number;
  id?: string;
}

/**
 * Cards of which one is chosen: a radio group (WAI-ARIA pattern) whose radios are the cards' heads, named by
 * their titles, moved through with the arrow keys. Cards hold lists and prices, which a native radio's label
 * cannot.
 */
export function ChoiceCards<T extends string | number>({
  label,
  value,
  options,
  onChange,
  error,
  minWidth = 220,
  id,
}: ChoiceCardsProps<T>) {
  const baseId = useId();
  const groupRef = useRef<HTMLDivElement>(null);
  const enabled = options.filter((option) => !option.disabled);
  const focusable = enabled.some((option) => option.value === value) ? value : enabled[0]?.value;

  const move = (event: KeyboardEvent<HTMLDivElement>, index: number) => {
    const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[event.key];
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      const option = options[index];
      if (option && !option.disabled) onChange(option.value);
      return;
    }
    if (step === undefined) return;
    event.preventDefault();
    const current = options[index];
    const position = current ? enabled.indexOf(current) : -1;
    const next = enabled[(position + step + enabled.length) % enabled.length];
    if (!next) return;
    onChange(next.value);
    const nextIndex = options.indexOf(next);
    groupRef.current?.querySelectorAll<HTMLElement>('[role="radio"]')[nextIndex]?.focus();
  };

  return (
    <div>
      <div
        ref={groupRef}
        id={id}
        role="radiogroup"
        aria-label={label}
        aria-invalid={error ? true : undefined}
        className="portal-choice-cards"
        style={{ gridTemplateColumns: `repeat(auto-fill, minmax(min(${minWidth}px, 100%), 1fr))` }}
      >
        {options.map((option, index) => {
          const checked = option.value === value;
          const descriptionId = `${baseId}-${index}-description`;
          const extraId = `${baseId}-${index}-extra`;
          const describedBy = [option.description ? descriptionId : '', option.extra ? extraId : '']
            .filter(Boolean)
            .join(' ');
          const choose = () => {
            if (!option.disabled) onChange(option.value);
          };
          return (
            // The whole card answers a pointer; the keyboard and screen readers use its radio, the card's head.
            // biome-ignore lint/a11y/noStaticElementInteractions: the radio inside is the card's keyboard way.
            // biome-ignore lint/a11y/useKeyWithClickEvents: the radio inside handles the keys.
            <div
              key={String(option.value)}
              className={`portal-choice-card${checked ? ' is-checked' : ''}${option.disabled ? ' is-disabled' : ''}`}
              onClick={choose}
            >
              {/* Named by its own text, the title (WCAG 2.5.3); the rest of the card (lists, prices) describes it. */}
              {/* biome-ignore lint/a11y/useSemanticElements: a native radio cannot be styled as the card's head. */}
              <div
                role="radio"
                aria-checked={checked}
                aria-disabled={option.disabled || undefined}
                aria-describedby={describedBy || undefined}
                tabIndex={option.value === focusable ? 0 : -1}
                className="portal-choice-card-head"
                onKeyDown={(event) => move(event, index)}
              >
                {option.icon ? (
                  <span className="portal-choice-card-icon" aria-hidden>
                    {option.icon}
                  </span>
                ) : null}
                <span className="portal-choice-card-title">{option.title}</span>
                {checked ? <CheckCircleFilled className="portal-choice-card-check" aria-hidden /> : null}
              </div>
              {option.description ? (
                <div id={descriptionId} className="portal-choice-card-description">
                  {option.description}
                </div>
              ) : null}
              {option.extra ? (
                <div id={extraId} className="portal-choice-card-extra">
                  {option.extra}
                </div>
              ) : null}
            </div>
          );
        })}
      </div>
      {error ? (
        <div className="portal-choice-cards-error" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}
