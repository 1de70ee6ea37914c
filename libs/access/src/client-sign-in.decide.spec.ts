import { deciderSpec } from '#testing/es';
import { clientSignInKey, hashLinkSecret, parseSignInToken, type ClientSignInEvent } from './client-sign-in.js';
import { clientSignInDecider } from './client-sign-in.decide.js';

const spec = deciderSpec(clientSignInDecider);
const at = (iso: string) => new Date(iso);
const issued = (linkHash: string, issuedAt: string): ClientSignInEvent => ({
  type: 'ClientSignInLinkIssued',
  data: { email: 'ana@example.com', linkHash, issuedAt, expiresAt: new Date(Date.parse(issuedAt) + 30 * 60_000).toISOString() },
});

describe('client sign-in links', () => {
  it('issues a link that expires in 30 minutes', () => {
    spec.given([]).when({ type: 'IssueSignInLink', email: 'ana@example.com', linkHash: 'h1', now: at('2026-11-24T10:00:00Z') }).then([
      { type: 'ClientSignInLinkIssued', data: { email: 'ana@example.com', linkHash: 'h1', issuedAt: '2026-11-24T10:00:00.000Z', expiresAt: '2026-11-24T10:30:00.000Z' } },
    ]);
  });

  it('refuses a sixth link within an hour, and issues again an hour after the first', () => {
    const five = ['h1', 'h2', 'h3', 'h4', 'h5'].map((h, i) => issued(h, `2026-11-24T10:0${i}:00.000Z`));
    spec.given(five).when({ type: 'IssueSignInLink', email: 'ana@example.com', linkHash: 'h6', now: at('2026-11-24T10:59:00Z') }).thenThrows('Too many sign-in links');
    spec.given(five).when({ type: 'IssueSignInLink', email: 'ana@example.com', linkHash: 'h6', now: at('2026-11-24T11:00:30Z') }).then((events) => expect(events).toHaveLength(1));
  });

  it('signs in with a fresh link: the first time registers the client user', () => {
    spec.given([issued('h1', '2026-11-24T10:00:00.000Z')]).when({ type: 'SignInWithLink', linkHash: 'h1', newClientUserId: 'u1', now: at('2026-11-24T10:29:00Z') }).then([
      { type: 'ClientUserRegistered', data: { clientUserId: 'u1', email: 'ana@example.com' } },
      { type: 'ClientSignedIn', data: { clientUserId: 'u1', linkHash: 'h1' } },
    ]);
  });

  it('a later sign-in keeps the same client user', () => {
    const history: ClientSignInEvent[] = [
      issued('h1', '2026-11-24T10:00:00.000Z'),
      { type: 'ClientUserRegistered', data: { clientUserId: 'u1', email: 'ana@example.com' } },
      { type: 'ClientSignedIn', data: { clientUserId: 'u1', linkHash: 'h1' } },
      issued('h2', '2026-11-25T10:00:00.000Z'),
    ];
    spec.given(history).when({ type: 'SignInWithLink', linkHash: 'h2', newClientUserId: 'u2', now: at('2026-11-25T10:01:00Z') }).then([
      { type: 'ClientSignedIn', data: { clientUserId: 'u1', linkHash: 'h2' } },
    ]);
  });

  it('refuses a used, an expired or an unknown link with the same message', () => {
    const used: ClientSignInEvent[] = [issued('h1', '2026-11-24T10:00:00.000Z'), { type: 'ClientUserRegistered', data: { clientUserId: 'u1', email: 'ana@example.com' } }, { type: 'ClientSignedIn', data: { clientUserId: 'u1', linkHash: 'h1' } }];
    const message = 'This sign-in link has expired or was already used. Please ask for a new one.';
    spec.given(used).when({ type: 'SignInWithLink', linkHash: 'h1', newClientUserId: 'u2', now: at('2026-11-24T10:05:00Z') }).thenThrows(message);
    spec.given([issued('h1', '2026-11-24T10:00:00.000Z')]).when({ type: 'SignInWithLink', linkHash: 'h1', newClientUserId: 'u1', now: at('2026-11-24T10:30:00Z') }).thenThrows(message);
    spec.given([issued('h1', '2026-11-24T10:00:00.000Z')]).when({ type: 'SignInWithLink', linkHash: 'other', newClientUserId: 'u1', now: at('2026-11-24T10:01:00Z') }).thenThrows(message);
    spec.given([]).when({ type: 'SignInWithLink', linkHash: 'h1', newClientUserId: 'u1', now: at('2026-11-24T10:01:00Z') }).thenThrows(message);
  });

  it('keys an address the same whatever its case or spaces, and parses only well-formed tokens', () => {
    expect(clientSignInKey(' Ana@Example.com ')).toBe(clientSignInKey('ana@example.com'));
    expect(clientSignInKey('ana@example.com')).toMatch(/^[0-9a-f]{32}$/);
    const secret = 'a'.repeat(43);
    expect(parseSignInToken(`${clientSignInKey('ana@example.com')}.${secret}`)).toEqual({ key: clientSignInKey('ana@example.com'), secret });
    expect(parseSignInToken('nope')).toBeNull();
    expect(parseSignInToken({})).toBeNull();
    expect(hashLinkSecret(secret)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('dismissing a booking from Your Bookings', () => {
  const signedIn: ClientSignInEvent[] = [
    issued('h1', '2026-11-24T10:00:00.000Z'),
    { type: 'ClientUserRegistered', data: { clientUserId: 'u1', email: 'ana@example.com' } },
    { type: 'ClientSignedIn', data: { clientUserId: 'u1', linkHash: 'h1' } },
  ];

  it('removes a booking the pro declined (unavailable) from the list', () => {
    spec.given(signedIn).when({ type: 'DismissBooking', appointmentId: 'a1', bookingState: 'declined' }).then([
      { type: 'ClientBookingDismissed', data: { clientUserId: 'u1', appointmentId: 'a1' } },
    ]);
  });

  it('refuses any other booking, and an address that never signed in', () => {
    spec.given(signedIn).when({ type: 'DismissBooking', appointmentId: 'a1', bookingState: 'approved' }).thenThrows('Only pending or unavailable bookings can be cancelled here.');
    spec.given([]).when({ type: 'DismissBooking', appointmentId: 'a1', bookingState: 'declined' }).thenThrows('Please sign in');
  });
});
