// Switching the card provider reloads the page (spec 002 §4); the toast that says it worked is
// shown again by the reloaded page.
const KEY = 'banking-settings-toast';

export function reloadWithToast(text: string): void {
  sessionStorage.setItem(KEY, text);
  window.location.reload();
}

/** The toast a reload left for this page, once. */
export function takeReloadToast(): string | null {
  const text = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return text;
}
