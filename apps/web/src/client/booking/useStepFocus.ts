import { useEffect, useRef } from 'react';

/** Moves focus to the new step's heading when the step changes (not on first render), for keyboard and screen-reader users. */
export function useStepFocus<T extends HTMLElement>(step: string) {
  const ref = useRef<T>(null);
  const previous = useRef(step);
  useEffect(() => {
    if (previous.current === step) return;
    previous.current = step;
    ref.current?.focus();
  }, [step]);
  return ref;
}
