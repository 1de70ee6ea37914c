// The part of clients the browser shares with the server: the rules' messages, the client import's
// parsing and its limits and messages (the portal's invite wizard), and the phone rules. Only files
// that import nothing but papaparse or libphonenumber-js belong here; the portal reaches it as
// '@app/clients/shared'.
export * from './client-messages.js';
export * from './import/parse-client-list.js';
export * from './phone-rules.js';
