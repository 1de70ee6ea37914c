// The calendar's colours, one per kind of entry (spec 001 §2: each entry carries its colours), so
// requests, confirmed appointments, personal events, group events and past appointments look
// apart. The API sends them with each entry; the portal's legend names them. Imports nothing.

export interface CalendarColour {
  /** The legend's word for the kind. */
  label: string;
  background: string;
  border: string;
  text: string;
}

export const CALENDAR_COLOURS = {
  request: { label: 'Request', background: '#ffe082', border: '#f9a825', text: '#4e342e' },
  confirmed: { label: 'Confirmed', background: '#1565c0', border: '#0d47a1', text: '#ffffff' },
  personal: { label: 'Personal event', background: '#d1c4e9', border: '#7e57c2', text: '#311b92' },
  /** Scheduled group (bookable) events: classes and workshops. */
  groupEvent: { label: 'Group event', background: '#2e7d32', border: '#1b5e20', text: '#ffffff' },
  past: { label: 'Past', background: '#cfd8dc', border: '#90a4ae', text: '#37474f' },
  /** Events of connected calendars (iCal feeds): read-only, outlined so they read as someone else's. */
  external: { label: 'Other calendars', background: '#ffffff', border: '#78909c', text: '#455a64' },
} as const satisfies Record<string, CalendarColour>;

export type CalendarColourKind = keyof typeof CALENDAR_COLOURS;

/** The kinds the calendar's legend shows, in its order. */
export const LEGEND_KINDS: readonly CalendarColourKind[] = ['request', 'confirmed', 'personal', 'groupEvent', 'past'];

/** The colour fields of a calendar entry (the API's CalendarEvent). */
export const entryColours = (kind: CalendarColourKind) => {
  const { background, border, text } = CALENDAR_COLOURS[kind];
  return { backgroundColor: background, borderColor: border, textColor: text };
};
