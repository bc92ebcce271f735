import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The wizard's step, kept in the address (`?step=`) so the browser's Back and Forward move between steps.
 * A step not reached yet (an old address, a hand-made one) shows the step the wizard started at.
 */
export function useStepInAddress(initialStep: number, reached: number): [number, (target: number) => void] {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('step'));
  const step =
    params.has('step') && Number.isInteger(asked) && asked >= 0 && asked <= reached ? asked : initialStep;
  const setStep = useCallback(
    (target: number) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set('step', String(target));
        return next;
      }),
    [setParams],
  );
  return [step, setStep];
}
