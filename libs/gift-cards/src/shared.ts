// The part of gift cards the browser shares with the server (imports nothing else).
export * from './gift-card-messages.js';
