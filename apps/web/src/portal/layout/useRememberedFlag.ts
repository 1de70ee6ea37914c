import { useCallback, useState } from 'react';

/**
 * A flag this browser remembers in localStorage (a dismissed notice, a modal already seen); it
 * outlives a logout, unlike react-admin's store, which a logout resets.
 */
export function useRememberedFlag(key: string): [boolean, () => void] {
  const [value, setValue] = useState(() => {
    try {
      return window.localStorage.getItem(key) === 'true';
    } catch {
      return false;
    }
  });
  const raise = useCallback(() => {
    try {
      window.localStorage.setItem(key, 'true');
    } catch {
      // Private mode without storage: remembered until the page reloads.
    }
    setValue(true);
  }, [key]);
  return [value, raise];
}
