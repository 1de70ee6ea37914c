// What the web shares with the server (no server imports): the profile's texts, limits and the
// shipped credential lists.
export * from './profile-messages.js';
export * from './credential-catalog.js';
