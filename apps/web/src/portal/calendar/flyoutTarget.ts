// What the calendar flyout shows, and how the page's URL asks for it (spec 001 §2):
// ?clientId=… preselects a client for a new appointment; #create-appointment opens a new
// one; #{instantActionToken} opens that appointment.

export type FlyoutTarget =
  | { mode: 'new'; start?: string; end?: string; allDay?: boolean; clientId?: string | null; kind?: 'client' | 'personal' }
  | { mode: 'appointment'; appointmentId?: string; token?: string }
  | { mode: 'personal'; personalEventId: string; start: string; end: string };

export const CREATE_APPOINTMENT_HASH = '#create-appointment';
// Spec 001 §2 also names #create-group-event; group events are not built yet, so it opens nothing.
const NOT_A_TOKEN = new Set(['#create-group-event']);

/** The target a URL's hash and query ask for, or null. */
export function targetFromUrl(hash: string, search: string): FlyoutTarget | null {
  const clientId = new URLSearchParams(search).get('clientId');
  if (hash === CREATE_APPOINTMENT_HASH) return { mode: 'new', clientId, kind: 'client' };
  const token = NOT_A_TOKEN.has(hash) ? '' : safeDecode(hash.replace(/^#/, '')).trim();
  if (token && /^[A-Za-z0-9_-]+$/.test(token)) return { mode: 'appointment', token };
  if (clientId) return { mode: 'new', clientId, kind: 'client' };
  return null;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return '';
  }
}
