import { describe, expect, it } from '@jest/globals';
import { deciderSpec } from '#testing/es';
import { practiceDecider, type PracticeCommand } from './practice.decide.js';
import type { PracticeEvent } from './practice.js';
import { activeConferencingAccount, conferencingServicesOf, evolveVideoConferencing, type VideoConferencing } from './video-conferencing.js';
import { VideoConferencingMessages as M, type VideoConferencingChange } from './video-conferencing.decide.js';

const spec = deciderSpec(practiceDecider);
const created: PracticeEvent = {
  type: 'PracticeCreated',
  data: { practiceId: 'p', name: 'Calm', shortLink: 'calm', timeZone: 'America/New_York', owner: { proId: 'u', name: 'Sam', email: 's@example.com', phone: null } },
};
const enabled: PracticeEvent = { type: 'PracticeFlagsSet', data: { conferencingEnabled: true } };
const change = (c: VideoConferencingChange): PracticeCommand => ({ type: 'ChangeVideoConferencing', change: c });
const sam = { provider: 'zoom' as const, accountId: 'zoom-u1', accountName: 'Sam Rivera', accountEmail: 'sam@example.com' };
const authorized = change({ kind: 'Authorized', ...sam });
const connected: PracticeEvent = { type: 'VideoConferencingConnected', data: sam };
const lost = change({ kind: 'AccessLost', provider: 'zoom', accountId: 'zoom-u1', at: '2031-06-11T14:00:00.000Z', message: 'Invalid access token.' });
const errored: PracticeEvent = { type: 'VideoConferencingErrored', data: { provider: 'zoom', accountId: 'zoom-u1', erroredAt: '2031-06-11T14:00:00.000Z', message: 'Invalid access token.' } };

describe('Zoom connection (spec 002 §4: not connected, connected, errored)', () => {
  it('an authorization connects the account, once', () => {
    spec.given([created, enabled]).when(authorized).then([connected]);
    spec.given([created, enabled, connected]).when(authorized).thenNothingHappens();
  });

  it('is refused with a clear message while the practice flag is off', () => {
    spec.given([created]).when(authorized).thenThrows(M.disabled);
    spec.given([created, enabled, connected, { type: 'PracticeFlagsSet', data: { conferencingEnabled: false } }]).when(change({ kind: 'Deactivate', provider: 'zoom' })).thenThrows(M.disabled);
  });

  it('lost access marks the account errored (disconnected, needs reconnect); a repeat or another account changes nothing', () => {
    spec.given([created, enabled, connected]).when(lost).then([errored]);
    spec.given([created, enabled, connected, errored]).when(lost).thenNothingHappens();
    spec.given([created, enabled]).when(lost).thenNothingHappens();
    spec.given([created, enabled, connected]).when(change({ kind: 'AccessLost', provider: 'zoom', accountId: 'other', at: 'x', message: 'm' })).thenNothingHappens();
  });

  it('a reconnect of an errored account clears the error', () =>
    spec.given([created, enabled, connected, errored]).when(authorized).then([connected]));

  it('deactivation removes the account; without one it is refused', () => {
    spec.given([created, enabled, connected, errored]).when(change({ kind: 'Deactivate', provider: 'zoom' })).then([
      { type: 'VideoConferencingDeactivated', data: { provider: 'zoom', accountId: 'zoom-u1' } },
    ]);
    spec.given([created, enabled]).when(change({ kind: 'Deactivate', provider: 'zoom' })).thenThrows(M.notConnected);
  });
});

describe('the state the rest of the product reads', () => {
  const fold = (...events: PracticeEvent[]): VideoConferencing =>
    events.reduce((s, e) => ('provider' in e.data ? evolveVideoConferencing(s, e as Parameters<typeof evolveVideoConferencing>[1]) : s), {} as VideoConferencing);

  it('conferencingServices lists a connected provider, active unless errored; meetings need an active account', () => {
    expect(conferencingServicesOf(fold())).toEqual([]);
    expect(activeConferencingAccount(fold())).toBeNull();
    expect(conferencingServicesOf(fold(connected))).toEqual([{ provider: 'zoom', active: true }]);
    expect(activeConferencingAccount(fold(connected))).toMatchObject({ accountId: 'zoom-u1', erroredAt: null });
    expect(conferencingServicesOf(fold(connected, errored))).toEqual([{ provider: 'zoom', active: false }]);
    expect(activeConferencingAccount(fold(connected, errored))).toBeNull();
    expect(conferencingServicesOf(fold(connected, { type: 'VideoConferencingDeactivated', data: { provider: 'zoom', accountId: 'zoom-u1' } }))).toEqual([]);
  });
});
