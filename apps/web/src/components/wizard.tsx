import { Grid, Steps, Typography } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';

// docs/product.md: the wizard's default transition takes 1000 ms.
export const WIZARD_TRANSITION_MS = 1000;

export interface WizardStep {
  key: string;
  title: string;
}

interface WizardProps {
  /** The steps' accessible name ("Steps of the order"). */
  label: string;
  steps: WizardStep[];
  current: number;
  /** The furthest step reached; every step up to it can be clicked (docs/product.md). */
  reached: number;
  onStepClick: (index: number) => void;
  /** The current step's content. */
  children: ReactNode;
  transitionMs?: number;
}

/**
 * Steps above the current step's content. A step already reached is a button named by its title; the
 * content slides in from the side it comes from, and focus moves to its heading so a screen reader
 * follows the change.
 */
export function Wizard({
  label,
  steps,
  current,
  reached,
  onStepClick,
  children,
  transitionMs = WIZARD_TRANSITION_MS,
}: WizardProps) {
  const screens = Grid.useBreakpoint();
  // All titles from lg; narrower screens name only the current step, phones none (the heading below does).
  const titled = (index: number) => (screens.lg ? true : screens.sm ? index === current : false);
  const previous = useRef(current);
  const rootRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const direction = current >= previous.current ? 'forward' : 'back';

  useEffect(() => {
    if (previous.current === current) return;
    previous.current = current;
    const heading = headingRef.current;
    if (!heading) return;
    heading.focus({ preventScroll: true });
    // A new step starts at the top, with the steps in view below the sticky header.
    const top = rootRef.current?.getBoundingClientRect().top ?? 0;
    if (top < 64) window.scrollTo({ top: Math.max(0, window.scrollY + top - 80) });
  }, [current]);

  const step = steps[current];
  return (
    <div className="portal-wizard" ref={rootRef}>
      <nav aria-label={label} className="portal-wizard-steps">
        <Steps
          size="small"
          current={current}
          responsive={false}
          onChange={(index) => {
            if (index !== current && index <= reached) onStepClick(index);
          }}
          items={steps.map((item, index) => ({
            key: item.key,
            title: titled(index) ? item.title : <span className="portal-visually-hidden">{item.title}</span>,
            disabled: index > reached,
          }))}
        />
      </nav>
      <div
        key={step?.key}
        className={`portal-wizard-panel portal-wizard-${direction}`}
        style={{ animationDuration: `${transitionMs}ms` }}
      >
        <Typography.Title level={2} className="portal-wizard-title" tabIndex={-1} ref={headingRef}>
          {step?.title}
        </Typography.Title>
        {children}
      </div>
    </div>
  );
}
