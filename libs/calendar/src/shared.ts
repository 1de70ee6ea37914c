// The part of the calendar the browser shares with the server: the colours of the calendar's
// entries and its legend. Only pure files that import nothing belong here; the portal reaches it
// as '@app/calendar/shared'.
export * from './calendar-colours.js';
