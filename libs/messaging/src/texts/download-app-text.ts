// The download-mobile-app text (spec 000 §2.8): the two store links.
import { MOBILE_APP_LINKS } from './mobile-app-links.js';
import type { TextRecipient } from './text-messages.js';

export const composeDownloadAppText = (recipient: TextRecipient): string => {
  const why = recipient.kind === 'pro' ? 'run your practice from your phone' : 'see and manage your bookings';
  return `Get the mobile app to ${why}.\niPhone: ${MOBILE_APP_LINKS.iphone}\nAndroid: ${MOBILE_APP_LINKS.android}`;
};
