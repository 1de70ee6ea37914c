// What the calendar flyout shows, and how the page's URL asks for it (spec 001 §2):
// ?clientId=… preselects a client for a new appointment; #create-appointment opens a new
// one; #{instantActionToken} opens that appointment. Group events: #create-group-event opens a
// new one, ?bookableEventTypeId=… preselects its event type, ?groupEventId=… opens a scheduled one.

export type FlyoutTarget =
  | { mode: 'new'; start?: string; end?: string; allDay?: boolean; clientId?: string | null; kind?: NewItemKind; bookableEventTypeId?: string | null }
  | { mode: 'appointment'; appointmentId?: string; token?: string }
  /** A scheduled group (bookable) event (spec 001 §2 'bookable' mode). */
  | { mode: 'group'; groupEventId: string }
  | { mode: 'personal'; personalEventId: string; start: string; end: string }
  /** An event of a connected calendar (an iCal feed): read-only, by title (spec 001 §2 'calendar' mode). */
  | { mode: 'calendar'; title: string; start: string; end: string; allDay: boolean; calendarName: string };

/** What a new item of the flyout is: an appointment, a personal event or a group event. */
export type NewItemKind = 'client' | 'personal' | 'group';

export const CREATE_APPOINTMENT_HASH = '#create-appointment';
export const CREATE_GROUP_EVENT_HASH = '#create-group-event';
export const GROUP_EVENT_PARAM = 'groupEventId';
export const EVENT_TYPE_PARAM = 'bookableEventTypeId';
const NOT_A_TOKEN = new Set([CREATE_GROUP_EVENT_HASH]);

/** The target a URL's hash and query ask for, or null. */
export function targetFromUrl(hash: string, search: string): FlyoutTarget | null {
  const query = new URLSearchParams(search);
  const clientId = query.get('clientId');
  const groupEventId = query.get(GROUP_EVENT_PARAM)?.trim();
  const bookableEventTypeId = query.get(EVENT_TYPE_PARAM)?.trim() || null;
  if (hash === CREATE_APPOINTMENT_HASH) return { mode: 'new', clientId, kind: 'client' };
  if (hash === CREATE_GROUP_EVENT_HASH) return { mode: 'new', kind: 'group', bookableEventTypeId };
  const token = NOT_A_TOKEN.has(hash) ? '' : safeDecode(hash.replace(/^#/, '')).trim();
  if (token && /^[A-Za-z0-9_-]+$/.test(token)) return { mode: 'appointment', token };
  if (groupEventId) return { mode: 'group', groupEventId };
  if (bookableEventTypeId) return { mode: 'new', kind: 'group', bookableEventTypeId };
  if (clientId) return { mode: 'new', clientId, kind: 'client' };
  return null;
}

/** The calendar's URL search that opens a scheduled group event (?groupEventId=…). */
export function groupEventSearch(groupEventId: string): string {
  return `?${new URLSearchParams({ [GROUP_EVENT_PARAM]: groupEventId }).toString()}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return '';
  }
}
