import type { ExistingAppointment } from '#app/appointments';
import { evolveClient, initialClientState, type ClientEvent, type ClientState } from '#app/clients';
import type { ClaimState, StreamEvents } from '#app/es';
import { ReviewMessages as M } from './review-messages.js';
import { evolveReviewRequests, initialReviewRequestsState, type ReviewRequestEvent, type ReviewRequestsState } from './review-requests.js';
import {
  checkImportedReview,
  decideImportedReview,
  decideReviewerClient,
  decideReviewRating,
  reviewerPhone,
  reviewerPhoneStreamId,
  type ImportedReviewInput,
  type ReviewRatingRequest,
} from './review-submission.decide.js';
import { evolveReview, initialReviewState, type ReviewEvent, type ReviewState } from './review.js';

const now = new Date('2026-11-20T15:00:00.000Z');
const E164 = '+12125550101';
const clientOf = (practiceId: string, clientId = 'c1', extra: ClientEvent[] = []): ClientState =>
  [
    {
      type: 'ClientCreated',
      data: {
        clientId, practiceId, firstName: 'Ada', lastName: 'Lovelace', email: null, phone: E164, phoneExtension: null, clientType: null, invitedFrom: null,
        address: null, addressTwo: null, city: null, state: null, postalCode: null, country: null, createdAt: '2026-01-01T00:00:00.000Z',
      },
    } as ClientEvent,
    ...extra,
  ].reduce(evolveClient, initialClientState());
const ada = clientOf('p1');
const appointment = (overrides: Partial<ExistingAppointment> = {}): ExistingAppointment => ({
  appointmentId: 'a1', practiceId: 'p1', instantActionToken: 'iat',
  client: { clientId: 'c1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: E164 },
  services: [{ serviceId: 's1', name: 'Massage', timeLength: 60, amountCents: 9000, addOn: false }],
  location: { locationId: 'l1', name: 'Studio', kind: 'office', timeZone: 'America/New_York' },
  startsAt: '2026-11-20T13:00:00.000Z', endsAt: '2026-11-20T14:00:00.000Z', timeZone: 'America/New_York', amountCents: 9000,
  bookedBy: 'client', source: 'web', status: 'approved', practitionerNote: null, series: null, seriesId: null, acceptedBy: 'pro',
  ...overrides,
});
const types = (streams: StreamEvents[]) => streams.map((s) => [s.streamId, s.events.map((e) => e.type)]);
const requestsOf = (events: ReviewRequestEvent[]): ReviewRequestsState => events.reduce(evolveReviewRequests, initialReviewRequestsState());
const noClaim: ClaimState = { ownerId: null };

describe('the reviewer becomes a client (reviewCreateClient)', () => {
  const given = { returning: null, newClientId: 'c9', noteId: 'n9', now };

  it('first name over 2 characters and a phone over 12 that parses, else the client-info message', () => {
    for (const [firstName, phone] of [['Al', '(212) 555-0101'], ['  Al  ', '(212) 555-0101'], ['Ada', '212555010'], ['Ada', '+1212555010 '], ['Ada', 'not a phone!!!'], ['Ada', '+999 1234567890']]) {
      expect(() => decideReviewerClient('p1', { firstName: firstName!, phone: phone! }, given)).toThrow(M.invalidClientInfo);
    }
    expect(M.invalidClientInfo).toBe('Error creating client: Please enter a valid phone number to continue and leave a review.');
    expect(() => reviewerPhone(42, '(212) 555-0101')).toThrow(M.invalidClientInfo);
    expect(reviewerPhone('Ada', '(212) 555-0101')).toBe(E164);
  });

  it('a returning client (their phone is claimed) gets no new client', () => {
    expect(decideReviewerClient('p1', { firstName: 'Ada', phone: '(212) 555-0101' }, { ...given, returning: { clientId: 'c1', state: ada } })).toEqual({ clientId: 'c1', streams: [] });
  });

  it("a new client claims the phone and is created with an empty last name, type 'review'", () => {
    const { clientId, streams } = decideReviewerClient('p1', { firstName: ' Grace ', phone: '(212) 555-0101' }, given);
    expect(clientId).toBe('c9');
    expect(types(streams)).toEqual([[reviewerPhoneStreamId('p1', E164), ['ValueClaimed']], ['client-c9', ['ClientCreated']]]);
    expect(streams[0]!.events[0]!.data).toEqual({ value: E164, ownerId: 'c9' });
    expect(streams[1]!.events[0]!.data).toMatchObject({ clientId: 'c9', practiceId: 'p1', firstName: 'Grace', lastName: '', phone: E164, email: null, clientType: 'review' });
    expect(streams.every((s) => s.practiceId === 'p1')).toBe(true);
  });
});

describe('the rating (reviewAddRating)', () => {
  const request = (overrides: Partial<ReviewRatingRequest> = {}): ReviewRatingRequest => ({
    practiceId: 'p1', clientId: 'c1', appointmentId: 'a1', rating: 5, newReview: { reviewId: 'r1', token: 'tok1' }, ...overrides,
  });
  const given = (overrides: Partial<Parameters<typeof decideReviewRating>[1]> = {}): Parameters<typeof decideReviewRating>[1] => ({
    client: ada, appointment: appointment(), claim: noClaim, existing: initialReviewState(), requests: initialReviewRequestsState(), now, ...overrides,
  });
  const reviewOf = (events: ReviewEvent[]): ReviewState => events.reduce(evolveReview, initialReviewState());
  const created: ReviewEvent = {
    type: 'ReviewCreated',
    data: { reviewId: 'r1', practiceId: 'p1', clientId: 'c1', appointmentId: 'a1', token: 'tok1', source: 'client', publicName: 'Ada', createdAt: now.toISOString() },
  };
  const rated: ReviewEvent = { type: 'ReviewRated', data: { reviewId: 'r1', practiceId: 'p1', rating: 5, clientId: 'c1', appointmentId: 'a1' } };

  it("another practice's client, an unknown or deleted client: not found", () => {
    expect(() => decideReviewRating(request(), given({ client: clientOf('p2') }))).toThrow(M.clientNotFound);
    expect(() => decideReviewRating(request(), given({ client: initialClientState() }))).toThrow(M.clientNotFound);
    expect(() => decideReviewRating(request(), given({ client: clientOf('p1', 'c1', [{ type: 'ClientDeleted', data: { clientId: 'c1', deletedAt: 'x' } }]) }))).toThrow(M.clientNotFound);
  });

  it("an appointment of another client or practice, pending, cancelled, declined or unknown: not found", () => {
    const other = appointment({ client: { ...appointment().client, clientId: 'c2' } });
    for (const a of [other, appointment({ practiceId: 'p2' }), appointment({ status: 'pending' }), appointment({ status: 'cancelled' }), appointment({ status: 'declined' }), null]) {
      expect(() => decideReviewRating(request(), given({ appointment: a }))).toThrow(M.appointmentNotFound);
    }
  });

  it('an appointment that has not started yet cannot be reviewed', () => {
    expect(() => decideReviewRating(request(), given({ appointment: appointment({ startsAt: '2026-11-20T16:00:00.000Z' }) }))).toThrow('You can review this appointment once it has taken place.');
    expect(decideReviewRating(request(), given({ appointment: appointment({ startsAt: now.toISOString() }) })).reviewId).toBe('r1');
  });

  it('the rating is checked', () => {
    for (const rating of [0, 6, 2.5, '5']) expect(() => decideReviewRating(request({ rating }), given())).toThrow(M.invalidRating);
  });

  it('the first rating creates the review, its claim and its token claim, and completes a pending request', () => {
    const pending = requestsOf([{
      type: 'ReviewRequested',
      data: { practiceId: 'p1', clientId: 'c1', appointmentId: 'a1', firstName: 'Ada', email: null, phone: E164, reviewLink: '/x', requireConfirmation: false, reviewId: null, channels: ['sms'], automatic: true, requestedAt: 'x' },
    }]);
    const result = decideReviewRating(request(), given({ requests: pending }));
    expect(result).toMatchObject({ reviewId: 'r1', token: 'tok1' });
    expect(types(result.streams)).toEqual([
      ['review-r1', ['ReviewCreated', 'ReviewRated']],
      ['reviewOfAppointment-a1', ['ValueClaimed']],
      ['reviewToken-tok1', ['ValueClaimed']],
      ['reviewRequests-p1', ['ReviewRequestCompleted']],
    ]);
    expect(result.streams[0]!.events).toEqual([created, rated]);
    expect(result.streams[1]!.events[0]!.data).toEqual({ value: 'a1', ownerId: 'r1' });
    expect(result.streams[2]!.events[0]!.data).toEqual({ value: 'tok1', ownerId: 'r1' });
    expect(result.streams[3]!.events[0]!.data).toEqual({ practiceId: 'p1', clientId: 'c1', appointmentId: 'a1', reviewId: 'r1' });
  });

  it('without a pending request nothing is completed; without an appointment the review is per client', () => {
    expect(types(decideReviewRating(request(), given()).streams).map(([id]) => id)).toEqual(['review-r1', 'reviewOfAppointment-a1', 'reviewToken-tok1']);
    const result = decideReviewRating(request({ appointmentId: null }), given({ appointment: null }));
    expect(types(result.streams)).toEqual([['review-r1', ['ReviewCreated', 'ReviewRated']], ['reviewOfClient-p1-c1', ['ValueClaimed']], ['reviewToken-tok1', ['ValueClaimed']]]);
    expect(result.streams[0]!.events[0]!.data).toMatchObject({ appointmentId: null, source: 'client', publicName: 'Ada' });
  });

  it('a second rating changes the stars of the same review (same token) while it has no text', () => {
    const claimed: ClaimState = { ownerId: 'r1' };
    const result = decideReviewRating(request({ rating: 3, newReview: { reviewId: 'r2', token: 'tok2' } }), given({ claim: claimed, existing: reviewOf([created, rated]) }));
    expect(result).toMatchObject({ reviewId: 'r1', token: 'tok1' });
    expect(types(result.streams)).toEqual([['review-r1', ['ReviewRated']]]);
    expect(result.streams[0]!.events[0]!.data).toMatchObject({ rating: 3 });
    const same = decideReviewRating(request({ rating: 5 }), given({ claim: claimed, existing: reviewOf([created, rated]) }));
    expect(same.streams[0]!.events).toEqual([]);
  });

  it('once the review has text, another rating is refused', () => {
    const withText = reviewOf([created, rated, { type: 'ReviewTextAdded', data: { reviewId: 'r1', practiceId: 'p1', text: 'Great' } }]);
    expect(() => decideReviewRating(request({ rating: 3 }), given({ claim: { ownerId: 'r1' }, existing: withText }))).toThrow('This appointment has already been reviewed.');
    expect(() => decideReviewRating(request({ rating: 3 }), given({ claim: { ownerId: 'r1' }, existing: initialReviewState() }))).toThrow(M.alreadyReviewed);
    expect(() => decideReviewRating(request({ appointmentId: null }), given({ appointment: null, claim: { ownerId: 'r1' } }))).toThrow(M.alreadyReviewedPractice);
  });
});

describe('an imported review (proImportReview)', () => {
  const today = '2026-11-20';
  const input = (overrides: Partial<ImportedReviewInput> = {}): ImportedReviewInput => ({
    rating: 4, review: '  She fixed my back.  ', firstName: ' Grace ', phone: '(212) 555-0101', createdAt: '2026-10-01', ...overrides,
  });

  it('checks the rating (1-5), first name, phone and date', () => {
    for (const rating of [0, 6, 2.5, '5', null]) expect(() => checkImportedReview(input({ rating }), today)).toThrow(M.importRatingRequired);
    for (const firstName of ['', '   ', null]) expect(() => checkImportedReview(input({ firstName }), today)).toThrow(M.importFirstNameRequired);
    expect(() => checkImportedReview(input({ firstName: 'a'.repeat(101) }), today)).toThrow(M.publicNameTooLong);
    for (const phone of ['', 'abc', null]) expect(() => checkImportedReview(input({ phone }), today)).toThrow(M.importPhoneRequired);
    for (const createdAt of ['', null, '2026-02-30', '2026-13-01', '01/10/2026', 'yesterday', '1899-12-31']) expect(() => checkImportedReview(input({ createdAt }), today)).toThrow(M.importDateRequired);
    expect(() => checkImportedReview(input({ createdAt: '2026-11-21' }), today)).toThrow('The date cannot be in the future.');
    expect(() => checkImportedReview(input({ review: 'ok' }), today)).toThrow(M.textTooShort);
  });

  it('reads the checked values: today and an ISO date-time are fine, no text is fine', () => {
    expect(checkImportedReview(input(), today)).toEqual({ rating: 4, text: 'She fixed my back.', firstName: 'Grace', phone: E164, date: '2026-10-01' });
    expect(checkImportedReview(input({ createdAt: '2026-11-20T22:00:00Z', review: null }), today)).toMatchObject({ date: '2026-11-20', text: null });
    expect(checkImportedReview(input({ review: '   ' }), today).text).toBeNull();
  });

  const request = (overrides: Partial<ImportedReviewInput> = {}) => ({
    practiceId: 'p1', input: input(overrides), today, ids: { reviewId: 'r1', token: 'tok1', newClientId: 'c9', noteId: 'n9' }, reviewLink: (token: string) => `/i/r/confirm/${token}`,
  });
  const given = (overrides: Partial<Parameters<typeof decideImportedReview>[1]> = {}): Parameters<typeof decideImportedReview>[1] => ({
    returning: null, claim: noClaim, requests: initialReviewRequestsState(), now, ...overrides,
  });

  it('creates the client, the imported review awaiting confirmation with its text, its claims, and a confirmation request by text', () => {
    const result = decideImportedReview(request(), given());
    expect(result).toMatchObject({ reviewId: 'r1', clientId: 'c9', firstName: 'Grace' });
    expect(types(result.streams)).toEqual([
      [reviewerPhoneStreamId('p1', E164), ['ValueClaimed']],
      ['client-c9', ['ClientCreated']],
      ['review-r1', ['ReviewCreated', 'ReviewRated', 'ReviewTextAdded']],
      ['reviewOfClient-p1-c9', ['ValueClaimed']],
      ['reviewToken-tok1', ['ValueClaimed']],
      ['reviewRequests-p1', ['ReviewRequested']],
    ]);
    expect(result.streams[1]!.events[0]!.data).toMatchObject({ firstName: 'Grace', lastName: '', phone: E164, clientType: 'imported' });
    const review = (result.streams[2]!.events as ReviewEvent[]).reduce(evolveReview, initialReviewState());
    expect(review).toMatchObject({ source: 'imported', status: 'awaitingConfirmation', rating: 4, text: 'She fixed my back.', appointmentId: null, clientId: 'c9', publicName: 'Grace', createdAt: '2026-10-01T12:00:00.000Z', token: 'tok1' });
    expect(result.streams[5]!.events[0]!.data).toEqual({
      practiceId: 'p1', clientId: 'c9', appointmentId: null, firstName: 'Grace', email: null, phone: E164, reviewLink: '/i/r/confirm/tok1',
      requireConfirmation: true, reviewId: 'r1', channels: ['sms'], automatic: false, requestedAt: now.toISOString(),
    });
  });

  it('a returning client is not created again', () => {
    const result = decideImportedReview(request(), given({ returning: { clientId: 'c1', state: ada } }));
    expect(result.clientId).toBe('c1');
    expect(types(result.streams).map(([id]) => id)).toEqual(['review-r1', 'reviewOfClient-p1-c1', 'reviewToken-tok1', 'reviewRequests-p1']);
  });

  it('a client who already has a review without an appointment is refused', () => {
    expect(() => decideImportedReview(request(), given({ returning: { clientId: 'c1', state: ada }, claim: { ownerId: 'r0' } }))).toThrow(M.alreadyReviewedPractice);
  });

  it("a pending request to the same client becomes the confirmation request, and the pro's 10 do not hold it back", () => {
    const asked = (clientId: string): ReviewRequestEvent => ({
      type: 'ReviewRequested',
      data: { practiceId: 'p1', clientId, appointmentId: null, firstName: 'Ada', email: null, phone: E164, reviewLink: '/i/r/x', requireConfirmation: false, reviewId: null, channels: ['sms'], automatic: false, requestedAt: 'x' },
    });
    const ten = requestsOf(['c1', ...Array.from({ length: 9 }, (_, i) => `o${i}`)].map(asked));
    const result = decideImportedReview(request(), given({ returning: { clientId: 'c1', state: ada }, requests: ten }));
    const requests = result.streams.find((s) => s.streamId === 'reviewRequests-p1')!.events as ReviewRequestEvent[];
    expect(requests.map((e) => e.type)).toEqual(['ReviewRequested']);
    const after = requests.reduce(evolveReviewRequests, ten).requests['c1:none'];
    expect(after).toMatchObject({ status: 'pending', requireConfirmation: true, reviewId: 'r1', reviewLink: '/i/r/confirm/tok1' });
  });
});
