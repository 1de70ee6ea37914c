// The part of packages the browser shares with the server: messages and the series cap. Only files
// that import nothing belong here; the web reaches it as '@app/packages/shared'.
export * from './package-messages.js';
export * from './series-cap.js';
