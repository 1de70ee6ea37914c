// The flow's own paths that '@app/reviews/shared' does not build (those are the links sent to
// clients); the later steps use its builders directly.
const q = encodeURIComponent;

export const clientInfoPath = (referralCode: string): string => `/i/r/client_info/${q(referralCode)}`;

/** The stars for a known client; `stars` preselects and submits (spec 000 §4). */
export function ratingPath({ referralCode, clientId, appointmentId, stars }: { referralCode: string; clientId: string; appointmentId?: string | null; stars?: number }): string {
  const params = new URLSearchParams({ referral_code: referralCode, client_id: clientId });
  if (appointmentId) params.set('appointment_id', appointmentId);
  if (stars) params.set('stars', String(stars));
  return `/i/r/rating?${params.toString()}`;
}
