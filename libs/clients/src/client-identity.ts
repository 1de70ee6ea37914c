// A client is one person within one practice. Their e-mail and phone are claimed per practice,
// so a returning client (same e-mail or phone) keeps one client id instead of being duplicated.
export const clientEmailStreamId = (practiceId: string, email: string): string =>
  `clientEmail-${practiceId}-${email.trim().toLowerCase()}`;

export const clientPhoneStreamId = (practiceId: string, e164: string): string => `clientPhone-${practiceId}-${e164}`;
