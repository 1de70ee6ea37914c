// The port through which the product sends text messages (SMS). Two adapters: OutboxTexter
// (embedded mode: nothing leaves the machine; the TextSent event the caller records is the
// delivery) and TwilioTexter (Twilio's Messages API, when TWILIO_* is configured).
//
// Every text carries an idempotency key derived from the command that sends it. A repeat of the
// same key never sends a second text; see twilio-texter.ts for how that holds with a provider
// that has no idempotency header.

export interface TextMessage {
  /** The idempotency key: the same on every retry of the same text, new for a new text. */
  messageId: string;
  /** E.164: + and 8 to 15 digits, e.g. +12125550101. */
  to: string;
  body: string;
  /**
   * Set when an earlier call under this key may have reached the provider without its answer
   * being recorded (a timeout, or the process stopped): the adapter looks for that text at the
   * provider before sending again.
   */
  earlierAttemptAt?: Date;
}

export type TexterKind = 'outbox' | 'twilio';

export type TextSendResult =
  | { outcome: 'sent'; providerMessageId: string }
  /** A definite refusal (the provider's error code, e.g. 21211 invalid 'To' number): sending again fails again. */
  | { outcome: 'refused'; code: number; reason: string }
  /** No answer (network, timeout, 5xx, 429): the text may or may not be out; repeat with the same key. */
  | { outcome: 'unknown'; reason: string };

export interface Texter {
  readonly kind: TexterKind;
  send(message: TextMessage): Promise<TextSendResult>;
}

/** Twilio's limit for one message's body (longer bodies are refused with 21617). */
export const TEXT_BODY_MAX_LENGTH = 1600;

/** The provider's error codes the product tells apart (https://www.twilio.com/docs/api/errors). */
export const TextErrorCodes = {
  invalidTo: 21211,
  bodyRequired: 21602,
  notMobile: 21614,
  unsubscribed: 21610,
  bodyTooLong: 21617,
} as const;

const E164 = /^\+[1-9]\d{7,14}$/;

export const isE164 = (phone: string): boolean => E164.test(phone);

/** What Twilio would refuse before sending anything: a bad number, an empty or too long body. */
export const textRefusal = (message: Pick<TextMessage, 'to' | 'body'>): Extract<TextSendResult, { outcome: 'refused' }> | null => {
  if (!isE164(message.to)) return { outcome: 'refused', code: TextErrorCodes.invalidTo, reason: `Invalid 'To' Phone Number: ${message.to}` };
  if (!message.body.trim()) return { outcome: 'refused', code: TextErrorCodes.bodyRequired, reason: 'Message body is required.' };
  if (message.body.length > TEXT_BODY_MAX_LENGTH) {
    return { outcome: 'refused', code: TextErrorCodes.bodyTooLong, reason: `The concatenated message body exceeds the ${TEXT_BODY_MAX_LENGTH} character limit.` };
  }
  return null;
};
