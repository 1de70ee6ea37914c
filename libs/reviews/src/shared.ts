// The part of reviews the browser shares with the server: messages and the flow's numbers. Only
// files that import nothing but each other belong here; the web reaches it as '@app/reviews/shared'.
export * from './review-messages.js';
export * from './review-rules.js';
export * from './review-links.js';
