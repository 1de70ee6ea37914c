// The Zoom adapter against the local fake of Zoom's REST API v2: the requests on the wire, the
// account, refusals (lost access, validation), no answer, and one meeting per key.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { createVideoConferencing } from './create-conferencing.js';
import { SimulatedZoom } from './simulated-zoom.js';
import { startFakeZoom, type FakeZoom } from './testing/fake-zoom-server.js';
import { ZoomConferencing } from './zoom-conferencing.js';
import type { MeetingRequest } from './conferencing.js';

describe('ZoomConferencing', () => {
  let fake: FakeZoom;
  let keys = 0;
  const zoomAt = (timeoutMs = 5000) => new ZoomConferencing({ apiUrl: fake.url, timeoutMs });
  const meeting = (overrides: Partial<MeetingRequest> = {}): MeetingRequest => ({
    idempotencyKey: `virtual-meeting:appt-${++keys}`,
    accessToken: fake.accessToken,
    topic: 'Deep Tissue Massage with Sam Rivera',
    startsAt: '2031-06-10T15:00:00.000Z',
    durationMinutes: 60,
    timeZone: 'America/New_York',
    ...overrides,
  });
  const posts = () => fake.requests.filter((r) => r.method === 'POST');

  beforeAll(async () => {
    fake = await startFakeZoom();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
    fake.meetings.length = 0;
  });

  it('reads the account the token belongs to with GET /v2/users/me and the bearer token', async () => {
    expect(await zoomAt().currentAccount(fake.accessToken)).toEqual({
      outcome: 'found',
      account: { accountId: fake.user.id, accountName: 'Sam Rivera', accountEmail: 'sam@example.com' },
    });
    expect(fake.requests[0]).toMatchObject({ method: 'GET', path: '/v2/users/me', authorization: `Bearer ${fake.accessToken}` });
  });

  it('creates a scheduled meeting with POST /v2/users/me/meetings and answers its id and join URL', async () => {
    const result = await zoomAt().createMeeting(meeting());
    expect(result).toEqual({ outcome: 'created', meetingId: String(fake.meetings[0].id), joinUrl: fake.meetings[0].join_url });
    const [request] = posts();
    expect(request.path).toBe('/v2/users/me/meetings');
    expect(request.authorization).toBe(`Bearer ${fake.accessToken}`);
    expect(request.contentType).toMatch(/^application\/json/);
    expect(request.body).toEqual({
      topic: 'Deep Tissue Massage with Sam Rivera', type: 2, start_time: '2031-06-10T15:00:00Z', duration: 60, timezone: 'America/New_York',
      settings: { join_before_host: false, waiting_room: true },
    });
  });

  it('creates nothing again for a repeated key, one after the other or at the same time', async () => {
    const zoom = zoomAt();
    const first = meeting();
    const answer = await zoom.createMeeting(first);
    expect(await zoom.createMeeting(first)).toEqual(answer);
    const second = meeting();
    const [a, b] = await Promise.all([zoom.createMeeting(second), zoom.createMeeting(second)]);
    expect(a).toEqual(b);
    expect(posts()).toHaveLength(2);
    expect(fake.meetings).toHaveLength(2);
  });

  it('a revoked or expired token is unauthorized (the account needs a reconnect); a bad meeting is refused', async () => {
    expect(await zoomAt().createMeeting(meeting({ accessToken: 'revoked' }))).toEqual({ outcome: 'unauthorized', reason: 'Invalid access token.' });
    expect(await zoomAt().currentAccount('revoked')).toMatchObject({ outcome: 'unauthorized' });
    expect(await zoomAt().createMeeting(meeting({ topic: '' }))).toEqual({ outcome: 'refused', reason: 'Validation Failed.' });
    expect(fake.meetings).toHaveLength(0);
  });

  it('a 503 leaves the outcome unknown; the retry under the same key finds nothing created and creates once', async () => {
    const zoom = zoomAt();
    const request = meeting();
    fake.failNext(503);
    expect(await zoom.createMeeting(request)).toMatchObject({ outcome: 'unknown' });
    expect(await zoom.createMeeting(request)).toEqual({ outcome: 'created', meetingId: String(fake.meetings[0].id), joinUrl: fake.meetings[0].join_url });
    expect(fake.requests.map((r) => r.method)).toEqual(['POST', 'GET', 'POST']);
    expect(fake.meetings).toHaveLength(1);
  });

  it('after a timeout (Zoom created it, the answer came too late) the retry finds that meeting and creates no second', async () => {
    const zoom = zoomAt(300);
    const request = meeting();
    fake.answerLate(1000);
    expect(await zoom.createMeeting(request)).toMatchObject({ outcome: 'unknown', reason: expect.stringMatching(/did not answer/) });
    expect(fake.meetings).toHaveLength(1);
    expect(await zoom.createMeeting(request)).toEqual({ outcome: 'created', meetingId: String(fake.meetings[0].id), joinUrl: fake.meetings[0].join_url });
    expect(posts()).toHaveLength(1);
  });

  it('after a restart, an attempt recorded earlier (earlierAttemptAt) is looked up before creating: found, nothing is created', async () => {
    const attemptedAt = new Date();
    const request = meeting();
    await zoomAt().createMeeting(request);
    expect(await zoomAt().createMeeting({ ...request, earlierAttemptAt: attemptedAt })).toEqual({ outcome: 'created', meetingId: String(fake.meetings[0].id), joinUrl: fake.meetings[0].join_url });
    expect(posts()).toHaveLength(1);
  });

  it('an earlier attempt that never reached Zoom creates the meeting; another start time does not count', async () => {
    await zoomAt().createMeeting(meeting({ startsAt: '2031-06-11T15:00:00.000Z' }));
    const result = await zoomAt().createMeeting(meeting({ earlierAttemptAt: new Date() }));
    expect(result).toEqual({ outcome: 'created', meetingId: String(fake.meetings[1].id), joinUrl: fake.meetings[1].join_url });
    expect(posts()).toHaveLength(2);
  });

  it('no server at all is an unknown outcome, not an error', async () => {
    const closed = await startFakeZoom();
    const url = closed.url;
    await closed.close();
    expect(await new ZoomConferencing({ apiUrl: url, timeoutMs: 2000 }).createMeeting(meeting())).toMatchObject({ outcome: 'unknown' });
  });
});

describe('SimulatedZoom', () => {
  it('approves an account, makes the same simulated link for the same key, and refuses a revoked account until approved again', async () => {
    const zoom = new SimulatedZoom();
    const { accessToken, account } = zoom.approve({ name: 'Sam Rivera', email: 'sam@example.com' });
    expect(account).toMatchObject({ accountName: 'Sam Rivera', accountEmail: 'sam@example.com' });
    const request = { idempotencyKey: 'virtual-meeting:a1', accessToken, topic: 'Massage with Sam', startsAt: '2031-06-10T15:00:00.000Z', durationMinutes: 60, timeZone: 'America/New_York' };
    const first = await zoom.createMeeting(request);
    expect(first).toMatchObject({ outcome: 'created', joinUrl: expect.stringMatching(/^https:\/\/simulated\.zoom\.us\/j\/\d{11}$/) });
    expect(await new SimulatedZoom().createMeeting(request)).toEqual(first);
    zoom.revoke(account.accountId);
    expect(await zoom.createMeeting(request)).toMatchObject({ outcome: 'unauthorized' });
    const again = zoom.approve({ name: 'Sam Rivera', email: 'sam@example.com' });
    expect(await zoom.createMeeting({ ...request, accessToken: again.accessToken })).toEqual(first);
  });
});

describe('createVideoConferencing', () => {
  it('uses Zoom only when it is configured', () => {
    expect(createVideoConferencing(null)).toBeInstanceOf(SimulatedZoom);
    expect(createVideoConferencing({ apiUrl: 'http://127.0.0.1:1' }).kind).toBe('zoom');
  });
});
