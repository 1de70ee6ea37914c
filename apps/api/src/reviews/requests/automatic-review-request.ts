// The job's request after an appointment (spec 002 §5 Reviews): once an approved appointment ended
// AUTOMATIC_REQUEST_AFTER_MINUTES ago, its client is asked once (email when the client has an
// address, sms when a phone), never after a review of it. Pure: the caller loads the states and
// appends what decideReviewRequests returns on the practice's requests stream.
import type { ExistingAppointment } from '#app/appointments';
import { normalizePhone, type ClientState } from '#app/clients';
import { AUTOMATIC_REQUEST_AFTER_MINUTES, decideReviewRequests, type ReviewChannel, type ReviewRequestEvent, type ReviewRequestsState } from '#app/reviews';

const e164 = (phone: string | null | undefined): string | null => {
  if (!phone?.trim()) return null;
  try {
    return normalizePhone(phone);
  } catch {
    return null;
  }
};

export const decideAutomaticReviewRequest = (
  given: {
    appointment: ExistingAppointment | null;
    client: ClientState;
    alreadyReviewed: boolean;
    requests: ReviewRequestsState;
    /** The full URL of the appointment's review link. */
    reviewLink: string;
    now: Date;
  },
): ReviewRequestEvent[] => {
  const { appointment, client, now } = given;
  if (!appointment || appointment.status !== 'approved') return [];
  if (Date.parse(appointment.endsAt) + AUTOMATIC_REQUEST_AFTER_MINUTES * 60_000 > now.getTime()) return [];
  if (client.status !== 'active' || client.practiceId !== appointment.practiceId) return [];
  const email = client.profile.email?.trim() || appointment.client.email.trim() || null;
  const phone = e164(client.profile.phone) ?? e164(appointment.client.phone);
  const channels: ReviewChannel[] = [...(email ? ['email' as const] : []), ...(phone ? ['sms' as const] : [])];
  if (!channels.length) return [];
  const row = {
    clientId: appointment.client.clientId, appointmentId: appointment.appointmentId, firstName: client.profile.firstName || appointment.client.firstName,
    email, phone, reviewLink: given.reviewLink, requireConfirmation: false, reviewId: null, channels, alreadyReviewed: given.alreadyReviewed,
  };
  return decideReviewRequests({ type: 'RequestReviews', practiceId: appointment.practiceId, rows: [row], automatic: true, now: now.toISOString() }, given.requests).events;
};
