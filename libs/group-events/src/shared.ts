// The part of group events the browser shares with the server: messages, the event type's field
// rules, payment labels. Only files that import nothing but each other belong here; the web
// reaches it as '@app/group-events/shared'.
export * from './group-event-messages.js';
export * from './event-type-rules.js';
export * from './registration-payment.js';
