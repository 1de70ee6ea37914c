import type { ExistingAppointment } from '#app/appointments';
import type { ClientState } from '#app/clients';
import { evolveReviewRequests, initialReviewRequestsState } from '#app/reviews';
import { sampleAppointment } from '#testing/appointments';
import { decideAutomaticReviewRequest } from './automatic-review-request.js';

const appointment: ExistingAppointment = { ...sampleAppointment(), status: 'approved', practitionerNote: null, series: null, seriesId: null, acceptedBy: 'pro' };
const client = {
  status: 'active', clientId: 'c1', practiceId: 'p1', customPrices: {},
  profile: { firstName: 'Ada', lastName: 'L', email: 'ada@example.com', phone: '+12125550101', phoneExtension: null, clientType: null, invitedFrom: null, address: null, addressTwo: null, city: null, state: null, postalCode: null, country: null },
} as unknown as ClientState;
const endedHourAgo = new Date(Date.parse(appointment.endsAt) + 60 * 60_000);
const given = { appointment, client, alreadyReviewed: false, requests: initialReviewRequestsState(), reviewLink: 'https://x.test/i/r/rating?a', now: endedHourAgo };

describe('decideAutomaticReviewRequest', () => {
  it('an hour after an approved appointment ended: one request by e-mail and text', () => {
    const events = decideAutomaticReviewRequest(given);
    expect(events).toEqual([expect.objectContaining({ type: 'ReviewRequested', data: expect.objectContaining({ clientId: 'c1', appointmentId: appointment.appointmentId, channels: ['email', 'sms'], automatic: true, reviewLink: 'https://x.test/i/r/rating?a' }) })]);
    // Once asked, never again.
    const after = events.reduce(evolveReviewRequests, initialReviewRequestsState());
    expect(decideAutomaticReviewRequest({ ...given, requests: after })).toEqual([]);
  });

  it('not before the hour, not for cancelled or pending ones, not after a review', () => {
    expect(decideAutomaticReviewRequest({ ...given, now: new Date(endedHourAgo.getTime() - 1000) })).toEqual([]);
    expect(decideAutomaticReviewRequest({ ...given, appointment: { ...appointment, status: 'cancelled' } })).toEqual([]);
    expect(decideAutomaticReviewRequest({ ...given, appointment: { ...appointment, status: 'pending' } })).toEqual([]);
    expect(decideAutomaticReviewRequest({ ...given, alreadyReviewed: true })).toEqual([]);
  });

  it('only the channels the client can be reached on', () => {
    const noEmail = { ...client, profile: { ...(client as { profile: object }).profile, email: null } } as unknown as ClientState;
    const [event] = decideAutomaticReviewRequest({ ...given, client: noEmail, appointment: { ...appointment, client: { ...appointment.client, email: '' } } });
    expect(event.data).toMatchObject({ channels: ['sms'], email: null });
  });
});
