// /pro, where the homepage's 'Join as a practitioner' leads (spec 002 §2 Other names the link, not
// the page): what the product does for a practitioner, in its own words, and the way in (Apply Now
// opens the portal's sign-up; a pro with an account logs in). A light page: no react-admin.
import { useEffect } from 'react';
import { AppLink } from '../navigation/AppLink';
import './home.css';

const SIGN_UP_URL = '/portal/sign-up';

const FEATURES: Array<[string, string]> = [
  ['Online booking that never double-books', 'Clients book free times from your hours, in your time zone; every booking reserves its time, so two people never get the same slot.'],
  ['Payments that charge once', 'Cards saved at booking and charged on the day, tips, refunds, coupons, gift cards and packages.'],
  ['Reminders that go out', 'Confirmations, reminders and changes by e-mail and text, each one on the appointment’s history.'],
  ['A profile clients find', 'Your photos, credentials, specialties and reviews on your own page, and in the practitioner search.'],
];

export function ProPage() {
  useEffect(() => {
    document.title = 'Join as a practitioner';
  }, []);
  return (
    <main className="home" aria-labelledby="pro-title">
      <section className="home-hero">
        <div className="home-inner">
          <h1 id="pro-title">Join as a practitioner</h1>
          <p className="pro-lead">Run your practice in one place: bookings, payments, reminders, your profile and reviews.</p>
          <a className="button button-primary home-find" href={SIGN_UP_URL}>
            Apply Now
          </a>
          <p className="pro-login">
            Already with us? <a href="/portal/login">Log in</a>
          </p>
        </div>
      </section>
      <section className="home-section" aria-labelledby="pro-features-title">
        <div className="home-inner">
          <h2 id="pro-features-title" className="home-section-title">What you get</h2>
          <ul className="pro-features">
            {FEATURES.map(([title, text]) => (
              <li key={title}>
                <h3>{title}</h3>
                <p>{text}</p>
              </li>
            ))}
          </ul>
          <p>
            <AppLink href="/">See what clients see</AppLink>
          </p>
        </div>
      </section>
    </main>
  );
}
