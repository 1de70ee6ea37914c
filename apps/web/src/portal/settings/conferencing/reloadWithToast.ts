// A disconnect reloads the page (spec 002 §8); the reloaded page shows the toast that says it worked.
const KEY = 'conferencing-settings-toast';

export function reloadWithToast(text: string): void {
  sessionStorage.setItem(KEY, text);
  window.location.reload();
}

/** The toast a reload (or the authorize page) left for this page, once. */
export function takeArrivalToast(): string | null {
  const text = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return text;
}

export function leaveArrivalToast(text: string): void {
  sessionStorage.setItem(KEY, text);
}
