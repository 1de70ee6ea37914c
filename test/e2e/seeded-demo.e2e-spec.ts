// What the demo data shows after `npm start`, area by area (test/e2e/demo/*.ts). The checks read
// (all but one status check, run last), so they share one demo server: seeding takes seconds, and
// each file that started its own paid that again. The demo does not depend on the database, so
// CI runs this file on the embedded one only (the *-demo files).
import { DEMO_LOGIN } from '../../apps/api/src/demo/seed-demo-data.js';
import { startTestServer } from '../support/test-server.js';
import { calendarDemo } from './demo/calendar.js';
import { clientsDemo } from './demo/clients.js';
import { conferencingDemo } from './demo/conferencing.js';
import { demo } from './demo/demo-server.js';
import { flagsDemo } from './demo/flags.js';
import { intakeDemo } from './demo/intake.js';
import { invitationsDemo } from './demo/invitations.js';
import { paymentAccountsDemo } from './demo/payment-accounts.js';
import { paymentsDemo } from './demo/payments.js';
import { reviewsDemo } from './demo/reviews.js';
import { serviceExtrasDemo } from './demo/service-extras.js';
import { supportStoryDemo } from './demo/support-story.js';

beforeAll(async () => {
  demo.server = await startTestServer({ demo: true });
}, 180_000);
afterAll(async () => demo.server?.close());

it("seeds the demo practice and hands out its pro's login", () => {
  expect(demo.server.demoLogin).toEqual({ ...DEMO_LOGIN, shortLink: 'maya-chen-massage' });
});

// First: it compares every appointment's story with the read model and reads the support audit.
supportStoryDemo();
calendarDemo();
clientsDemo();
conferencingDemo();
flagsDemo();
intakeDemo();
invitationsDemo();
paymentsDemo();
reviewsDemo();
serviceExtrasDemo();
// Last: its PayPal status check is the one command of these checks.
paymentAccountsDemo();
