import { useEffect, useRef } from 'react';

/**
 * Moves focus to the new step's heading when the step changes, for keyboard and screen-reader
 * users; also on first render when `onMount` (the steps opened from a button that is now gone).
 */
export function useStepFocus<T extends HTMLElement>(step: string, onMount = false) {
  const ref = useRef<T>(null);
  const previous = useRef(onMount ? null : step);
  useEffect(() => {
    if (previous.current === step) return;
    previous.current = step;
    ref.current?.focus();
  }, [step]);
  return ref;
}
