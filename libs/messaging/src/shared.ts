// The part of messaging the browser shares with the server: the mobile app's store links (the
// download-app prompt shows the same links the text carries). Only files that import nothing
// belong here; the web reaches it as '@app/messaging/shared'.
export * from './texts/mobile-app-links.js';
