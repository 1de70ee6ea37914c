// /portal/events (spec 001 §2 Events page), shown in the menu while group events are on.
export { EventsPage } from './EventsPage';
