// Where review requests send clients (spec 000 §2.3 routes under /i/r/). Paths on our own host;
// the sender prefixes the public URL. The practice's referral code is its short link.
const q = encodeURIComponent;

/** A client asked about one appointment: straight to the stars (stars=N preselects and submits). */
export const appointmentReviewPath = (referralCode: string, clientId: string, appointmentId: string, stars?: number): string =>
  `/i/r/rating?referral_code=${q(referralCode)}&client_id=${q(clientId)}&appointment_id=${q(appointmentId)}${stars ? `&stars=${stars}` : ''}`;

/** A client asked without an appointment (the bulk form): the intro, then the stars (their details are known). */
export const clientReviewPath = (referralCode: string, clientId: string): string => `/i/r/${q(referralCode)}?client_id=${q(clientId)}`;

/** Anyone with the practice's review link: the intro, then their first name and phone. */
export const practiceReviewPath = (referralCode: string): string => `/i/r/${q(referralCode)}`;

/** An imported review's confirmation ('Does this look correct?'). */
export const confirmReviewPath = (token: string): string => `/i/r/confirm/${q(token)}`;

export const textReviewPath = (token: string, skipStep = false): string => `/i/r/text_review/${q(token)}${skipStep ? '?skip_step=true' : ''}`;
export const endorsementsPath = (token: string): string => `/i/r/endorsements/${q(token)}`;
export const bookNextPath = (token: string): string => `/i/r/book_next/${q(token)}`;
export const publicNamePath = (token: string): string => `/i/r/name/${q(token)}`;
export const thankYouPath = (token: string): string => `/i/r/thank_you/${q(token)}`;
