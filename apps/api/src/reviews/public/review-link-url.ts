// The full URL of an appointment's review link: the product's public address plus
// appointmentReviewPath (libs/reviews review-links.ts). Only an approved appointment that has
// started has one (000 §5: the client reviews an appointment once it took place).
import { appointmentReviewPath } from '#app/reviews';

export const publicUrl = (baseUrl: string, path: string): string => `${baseUrl.replace(/\/+$/, '')}${path}`;

export const appointmentReviewUrl = (baseUrl: string, ids: { shortLink: string; clientId: string; appointmentId: string }, stars?: number): string =>
  publicUrl(baseUrl, appointmentReviewPath(ids.shortLink, ids.clientId, ids.appointmentId, stars));

export const hasReviewLink = (appointment: { state: string; startsAt: string }, now: Date): boolean =>
  appointment.state === 'approved' && Date.parse(appointment.startsAt) <= now.getTime();
