// The mobile app's store pages, for the download-app text and the download-app prompt (the web
// reaches this file as '@app/messaging/shared').
// PLACEHOLDERS until the app is published: replace both with the real store links then.
export const MOBILE_APP_LINKS = {
  iphone: 'https://apps.apple.com/app/id0000000000',
  android: 'https://play.google.com/store/apps/details?id=com.example.app',
} as const;
