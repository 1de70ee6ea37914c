// Where Venmo is offered (spec 000 §4): on mobile only, and there only in iOS Safari or Android
// Chrome, where Venmo's app hand-off works. In another iOS or Android browser the option says
// which browser to use (spec 000 §8); on a computer it is not offered.
import { PaymentText } from './paymentMessages';

export type VenmoSupport = { offered: true } | { offered: false; message: string | null };

const IOS_OTHER_BROWSERS = /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|YaBrowser|DuckDuckGo|GSA\/|FBAN|FBAV|Instagram|Line\//;
const ANDROID_OTHER_BROWSERS = /EdgA|SamsungBrowser|OPR\/|Opera|Firefox|UCBrowser|YaBrowser|DuckDuckGo|MiuiBrowser|; wv\)|Version\/\d/;

export function venmoSupport(userAgent: string, maxTouchPoints = 0): VenmoSupport {
  // iPadOS asks for desktop pages and says "Macintosh"; its touch screen gives it away.
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  if (ios) {
    const safari = /Safari\//.test(userAgent) && !IOS_OTHER_BROWSERS.test(userAgent);
    return safari ? { offered: true } : { offered: false, message: PaymentText.venmoIosSafari };
  }
  if (/Android/i.test(userAgent)) {
    const chrome = /Chrome\/\d/.test(userAgent) && !ANDROID_OTHER_BROWSERS.test(userAgent);
    return chrome ? { offered: true } : { offered: false, message: PaymentText.venmoAndroidChrome };
  }
  return { offered: false, message: null };
}

/** This browser's Venmo support. */
export const browserVenmoSupport = (): VenmoSupport =>
  typeof navigator === 'undefined' ? { offered: false, message: null } : venmoSupport(navigator.userAgent, navigator.maxTouchPoints);
