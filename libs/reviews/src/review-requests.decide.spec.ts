import { deciderSpec } from '#testing/es';
import { ReviewMessages as M } from './review-messages.js';
import { decideReviewRequests, reviewRequestsDecider, type ReviewRequestRow, type ReviewRequestsCommand } from './review-requests.decide.js';
import { evolveReviewRequests, initialReviewRequestsState, pendingManualRequests, type ReviewRequestEvent, type ReviewRequestsState } from './review-requests.js';

const spec = deciderSpec(reviewRequestsDecider);
const now = '2026-11-20T10:00:00.000Z';
const row = (clientId: string, overrides: Partial<ReviewRequestRow> = {}): ReviewRequestRow => ({
  clientId, appointmentId: null, firstName: `Name ${clientId}`, email: null, phone: '+12125550101', reviewLink: `/i/r/x?client_id=${clientId}`,
  requireConfirmation: false, reviewId: null, channels: ['sms'], alreadyReviewed: false, ...overrides,
});
const requested = (r: ReviewRequestRow, automatic = false, at = now): ReviewRequestEvent => {
  const { alreadyReviewed: _, ...data } = r;
  return { type: 'ReviewRequested', data: { ...data, practiceId: 'p1', automatic, requestedAt: at } };
};
const key = (clientId: string, appointmentId: string | null = null) => ({ practiceId: 'p1', clientId, appointmentId });
const resent = (clientId: string, appointmentId: string | null = null): ReviewRequestEvent => ({ type: 'ReviewRequestResent', data: { ...key(clientId, appointmentId), requestedAt: now, channels: ['sms'] } });
const dismissed = (clientId: string, appointmentId: string | null = null): ReviewRequestEvent => ({ type: 'ReviewRequestDismissed', data: key(clientId, appointmentId) });
const completed = (clientId: string, appointmentId: string | null = null): ReviewRequestEvent => ({ type: 'ReviewRequestCompleted', data: { ...key(clientId, appointmentId), reviewId: 'r1' } });
const stateOf = (events: ReviewRequestEvent[]): ReviewRequestsState => events.reduce(evolveReviewRequests, initialReviewRequestsState());
const bulk = (rows: ReviewRequestRow[], events: ReviewRequestEvent[] = [], automatic = false) =>
  decideReviewRequests({ type: 'RequestReviews', practiceId: 'p1', rows, automatic, now }, stateOf(events));
const earlier = '2026-11-01T10:00:00.000Z';

describe('review requests: the bulk form', () => {
  it('asks each new row', () => {
    expect(bulk([row('c1'), row('c2')])).toEqual({ events: [requested(row('c1')), requested(row('c2'))], refused: [] });
  });

  it('sends a pending request again', () => {
    const result = bulk([row('c1')], [requested(row('c1'), false, earlier)]);
    expect(result).toEqual({ events: [resent('c1')], refused: [] });
    expect(stateOf([requested(row('c1'), false, earlier), resent('c1')]).requests['c1:none']).toMatchObject({ status: 'pending', sentCount: 2, requestedAt: now });
  });

  it('refuses, by name, a client who already reviewed', () => {
    expect(bulk([row('c1'), row('c2', { alreadyReviewed: true })])).toEqual({ events: [requested(row('c1'))], refused: [{ row: row('c2', { alreadyReviewed: true }), error: M.requestCompleted }] });
    expect(bulk([row('c1')], [requested(row('c1'), false, earlier), completed('c1')])).toEqual({ events: [], refused: [{ row: row('c1'), error: M.requestCompleted }] });
  });

  it('the pro may ask again a client whose request was dismissed', () => {
    const result = bulk([row('c1')], [requested(row('c1'), false, earlier), dismissed('c1')]);
    expect(result).toEqual({ events: [requested(row('c1'))], refused: [] });
    expect(stateOf([requested(row('c1'), false, earlier), dismissed('c1'), requested(row('c1'))]).requests['c1:none']).toMatchObject({ status: 'pending', sentCount: 1 });
  });

  it('asks a row listed twice once', () => {
    expect(bulk([row('c1'), row('c1'), row('c1', { appointmentId: 'a1' })]).events).toEqual([requested(row('c1')), requested(row('c1', { appointmentId: 'a1' }))]);
  });

  it("the pro's pending requests plus the new ones stay at or below 10; automatic and confirmation requests do not count", () => {
    const eight = Array.from({ length: 8 }, (_, i) => requested(row(`old${i}`), false, earlier));
    expect(bulk([row('c1'), row('c2')], eight).events).toHaveLength(2);
    expect(() => bulk([row('c1'), row('c2'), row('c3')], eight)).toThrow(M.bulkTooMany);
    expect(() => bulk(Array.from({ length: 11 }, (_, i) => row(`c${i}`)))).toThrow(M.bulkTooMany);
    // Resending a pending one adds nothing to the count.
    const ten = Array.from({ length: 10 }, (_, i) => requested(row(`old${i}`), false, earlier));
    expect(bulk([row('old0')], ten).events).toEqual([resent('old0')]);
    expect(() => bulk([row('c1')], ten)).toThrow(M.bulkTooMany);
    // Dismissed and completed requests are not pending.
    expect(bulk([row('c1')], [...ten, dismissed('old0')]).events).toHaveLength(1);
    expect(bulk([row('c1')], [...ten, completed('old1')]).events).toHaveLength(1);
    // The job's requests and imports' confirmations are not the pro's asks.
    const others = [
      ...Array.from({ length: 5 }, (_, i) => requested(row(`auto${i}`, { appointmentId: `a${i}` }), true, earlier)),
      ...Array.from({ length: 5 }, (_, i) => requested(row(`imp${i}`, { requireConfirmation: true, reviewId: `r${i}` }), false, earlier)),
    ];
    expect(pendingManualRequests(stateOf([...eight, ...others]))).toBe(8);
    expect(bulk([row('c1'), row('c2')], [...eight, ...others]).events).toHaveLength(2);
    expect(bulk([row('imp-new', { requireConfirmation: true, reviewId: 'r9' })], ten).events).toHaveLength(1);
  });
});

describe('review requests: the job after an appointment', () => {
  const appt = (clientId: string, appointmentId: string, overrides: Partial<ReviewRequestRow> = {}) => row(clientId, { appointmentId, channels: ['email', 'sms'], email: 'a@example.com', ...overrides });

  it('asks once per appointment', () => {
    expect(bulk([appt('c1', 'a1')], [], true)).toEqual({ events: [requested(appt('c1', 'a1'), true)], refused: [] });
    expect(bulk([appt('c1', 'a2')], [requested(appt('c1', 'a1'), true, earlier)], true).events).toEqual([requested(appt('c1', 'a2'), true)]);
  });

  it('skips (without refusing) a pending, dismissed or reviewed appointment', () => {
    const asked = requested(appt('c1', 'a1'), true, earlier);
    expect(bulk([appt('c1', 'a1')], [asked], true)).toEqual({ events: [], refused: [] });
    expect(bulk([appt('c1', 'a1')], [asked, dismissed('c1', 'a1')], true)).toEqual({ events: [], refused: [] });
    expect(bulk([appt('c1', 'a1')], [asked, completed('c1', 'a1')], true)).toEqual({ events: [], refused: [] });
    expect(bulk([appt('c1', 'a1', { alreadyReviewed: true })], [], true)).toEqual({ events: [], refused: [] });
  });

  it('is not held by the 10 rule', () => {
    const ten = Array.from({ length: 10 }, (_, i) => requested(row(`old${i}`), false, earlier));
    expect(bulk([appt('c1', 'a1')], ten, true).events).toHaveLength(1);
  });

  it('through the decider, the events are the same', () => {
    spec.given([]).when({ type: 'RequestReviews', practiceId: 'p1', rows: [appt('c1', 'a1')], automatic: true, now }).then([requested(appt('c1', 'a1'), true)]);
  });
});

describe('review requests: resend, dismiss, complete', () => {
  const pendingOne = [requested(row('c1'), false, earlier)];
  const resend = (clientId = 'c1'): ReviewRequestsCommand => ({ type: 'ResendReviewRequest', practiceId: 'p1', clientId, appointmentId: null, channels: ['sms'], now });
  const dismiss = (clientId = 'c1'): ReviewRequestsCommand => ({ type: 'DismissReviewRequest', practiceId: 'p1', clientId, appointmentId: null });
  const complete = (clientId = 'c1'): ReviewRequestsCommand => ({ type: 'CompleteReviewRequest', practiceId: 'p1', clientId, appointmentId: null, reviewId: 'r1' });

  it('resends and dismisses a pending request', () => {
    spec.given(pendingOne).when(resend()).then([resent('c1')]);
    spec.given(pendingOne).when(dismiss()).then([dismissed('c1')]);
  });

  it('an unknown request is not found; a completed one was answered; a dismissed one is no longer pending', () => {
    for (const command of [resend('c9'), dismiss('c9')]) spec.given(pendingOne).when(command).thenThrows(M.requestNotFound);
    for (const command of [resend(), dismiss()]) spec.given([...pendingOne, completed('c1')]).when(command).thenThrows(M.requestCompleted);
    for (const command of [resend(), dismiss()]) spec.given([...pendingOne, dismissed('c1')]).when(command).thenThrows(M.requestNotPending);
  });

  it('completes only a pending request', () => {
    spec.given(pendingOne).when(complete()).then([completed('c1')]);
    spec.given([]).when(complete()).thenNothingHappens();
    spec.given([...pendingOne, dismissed('c1')]).when(complete()).thenNothingHappens();
    spec.given([...pendingOne, completed('c1')]).when(complete()).thenNothingHappens();
    expect(stateOf([...pendingOne, completed('c1')]).requests['c1:none']?.status).toBe('completed');
  });
});
