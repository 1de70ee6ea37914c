// The pro's own phone number, kept with the practice's owner (spec 002: the personal settings'
// phone; the client view's practitioner contact). The download-app text goes to it.
import { DomainError, type DomainEvent } from '#app/es';

export type OwnerPhoneEvent = DomainEvent<'OwnerPhoneChanged', { phone: string | null }>;

export const OwnerPhoneMessages = {
  invalid: 'Please enter your phone number with its country code, e.g. +1 212 555 0100.',
} as const;

const E164 = /^\+[1-9]\d{7,14}$/;

/** `phone`: E.164 (the caller normalises what the pro typed), or null to remove it. */
export const changeOwnerPhone = (current: string | null, phone: string | null): OwnerPhoneEvent[] => {
  if (phone !== null && !E164.test(phone)) throw new DomainError(OwnerPhoneMessages.invalid);
  return current === phone ? [] : [{ type: 'OwnerPhoneChanged', data: { phone } }];
};
