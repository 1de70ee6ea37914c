// Texts to one person (stream `texts-pro-<accountId>` or `texts-client-<clientUserId>`): each
// text is asked for (TextRequested, with its idempotency key, recorded before the provider is
// called), then sent (TextSent, with the provider's message id) or refused (TextFailed). The
// practice the text belongs to is the events' metadata, as for EmailSent.
import type { DomainEvent } from '#app/es';

/** The texts the product sends on request (spec 000 §7 sendText). */
export const TEXT_TYPES = ['download_mobile_app'] as const;
/**
 * Texts about an appointment, recorded on its stream, never asked for through sendText: the
 * reminder (the reminder job), the confirmation the pro sends again by text and the payment
 * past-due reminder (the past-due job).
 */
export const REMINDER_TEXT_TYPE = 'appointment_reminder' as const;
export const CONFIRMATION_TEXT_TYPE = 'appointment_confirmed' as const;
export const PAST_DUE_TEXT_TYPE = 'payment_past_due' as const;
/** A review request texted to a client (recorded on their review-request message stream, not an appointment's). */
export const REVIEW_REQUEST_TEXT_TYPE = 'review_request' as const;
export type AppointmentTextType = typeof REMINDER_TEXT_TYPE | typeof CONFIRMATION_TEXT_TYPE | typeof PAST_DUE_TEXT_TYPE | typeof REVIEW_REQUEST_TEXT_TYPE;
export type TextType = (typeof TEXT_TYPES)[number] | AppointmentTextType;
/** Only the texts one may ask for (sendText): not the appointment's. */
export const isTextType = (type: string): type is TextType => (TEXT_TYPES as readonly string[]).includes(type);

/**
 * Who is texted: a signed-in pro, a signed-in client user (one per e-mail address), or the client
 * record of an appointment (reminders: the phone the appointment was booked with).
 */
export type TextRecipient = { kind: 'pro'; accountId: string } | { kind: 'client'; clientUserId: string } | { kind: 'clientRecord'; clientId: string };

const recipientKey = (recipient: TextRecipient): string =>
  recipient.kind === 'pro' ? `pro-${recipient.accountId}` : recipient.kind === 'client' ? `client-${recipient.clientUserId}` : `clientRecord-${recipient.clientId}`;

export const textsStreamId = (recipient: TextRecipient): string => `texts-${recipientKey(recipient)}`;

/** The idempotency key of the n-th text to a person: derived from the stream, the same on a retry. */
export const textIdempotencyKey = (type: TextType, recipient: TextRecipient, n: number): string => `${type}:${recipientKey(recipient)}:${n}`;

export interface TextRequestedData {
  idempotencyKey: string;
  type: TextType;
  recipient: TextRecipient;
  /** E.164. */
  to: string;
  body: string;
  requestedAt: string;
}

export interface TextSentData {
  idempotencyKey: string;
  type: TextType;
  recipient: TextRecipient;
  to: string;
  body: string;
  /** The provider's id of the message (Twilio's SM...). */
  providerMessageId: string;
  sentVia: 'outbox' | 'twilio';
}

export interface TextFailedData {
  idempotencyKey: string;
  type: TextType;
  to: string;
  /** The provider's error code (Twilio's, e.g. 21211 invalid number). */
  code: number;
  reason: string;
}

export type TextEvent =
  | DomainEvent<'TextRequested', TextRequestedData>
  | DomainEvent<'TextSent', TextSentData>
  | DomainEvent<'TextFailed', TextFailedData>;

export const TEXT_EVENT_TYPES: ReadonlyArray<TextEvent['type']> = ['TextRequested', 'TextSent', 'TextFailed'];

export interface TextsState {
  /** How many texts were asked for: the next one is number requested + 1. */
  requested: number;
  /** When the last text was asked for (sent, refused or still open). */
  lastRequestedAt: string | null;
  /** A text asked for whose provider answer is not recorded (in flight, timed out, or the process stopped). */
  open: TextRequestedData | null;
}

export const initialTextsState = (): TextsState => ({ requested: 0, lastRequestedAt: null, open: null });

export const evolveTexts = (state: TextsState, event: TextEvent): TextsState => {
  switch (event.type) {
    case 'TextRequested':
      return { requested: state.requested + 1, lastRequestedAt: event.data.requestedAt, open: event.data };
    case 'TextSent':
    case 'TextFailed':
      return state.open?.idempotencyKey === event.data.idempotencyKey ? { ...state, open: null } : state;
    default: {
      const _exhaustive: never = event;
      return state;
    }
  }
};
