import { MOBILE_APP_LINKS } from '@app/messaging/shared';

/**
 * The mobile app's promotion on the registration page (spec 000 §1, §2.5): the store links, on the
 * page itself. (The download-app prompt texts the signed-in person's phone on wide screens; a
 * registration's visitor is not signed in, so the page offers the links on every width.)
 */
export function MobileAppPromo() {
  return (
    <aside className="card app-promo" aria-labelledby="app-promo-heading">
      <h2 id="app-promo-heading">Get the mobile app</h2>
      <p className="muted">Keep your classes and appointments at hand, and book your next one from your phone.</p>
      <div className="app-promo-stores">
        <a className="app-promo-store" href={MOBILE_APP_LINKS.iphone} target="_blank" rel="noopener noreferrer">
          <span className="app-promo-store-name">iPhone</span>
          <span className="app-promo-store-where">on the App Store</span>
        </a>
        <a className="app-promo-store" href={MOBILE_APP_LINKS.android} target="_blank" rel="noopener noreferrer">
          <span className="app-promo-store-name">Android</span>
          <span className="app-promo-store-where">on Google Play</span>
        </a>
      </div>
    </aside>
  );
}
