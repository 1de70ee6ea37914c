// Sending a text, as pure decisions around the provider call: startText records the text and its
// idempotency key before the call (and holds a person to one text a minute); recordTextOutcome
// records the provider's answer once. A text whose answer never came (timeout, restart) stays
// open and is sent again under the same key by the next request after a minute.
import { DomainError, type Decider } from '#app/es';
import { composeDownloadAppText } from './download-app-text.js';
import {
  evolveTexts,
  initialTextsState,
  isTextType,
  TEXT_TYPES,
  textIdempotencyKey,
  type TextEvent,
  type TextRecipient,
  type TextRequestedData,
  type TextsState,
} from './text-messages.js';

export const TEXT_INTERVAL_MS = 60_000;

export const TextMessages = {
  unknownType: (type: string) => `'${type}' is not a text we send. The only type is '${TEXT_TYPES.join("', '")}'.`,
  phoneNeeded: 'We need your phone number to text you the app link.',
  tooSoon: 'We just sent you a text. You can ask for another one in a minute.',
  invalidNumber: 'We could not text your phone number. Please check that it is a mobile number.',
  unsubscribed: 'Your number has opted out of our texts. Reply START to our text to opt back in.',
  refused: 'The text could not be sent. Please try again later.',
  noAnswer: 'The text could not be sent just now. Please try again in a minute.',
} as const;

export interface TextRequest {
  type: string;
  recipient: TextRecipient;
  /** The recipient's phone (E.164), null when we have none. */
  to: string | null;
  now: Date;
}

export interface TextStart {
  /** The text to hand to the provider, under its key. */
  text: TextRequestedData;
  /** True when it is an earlier text whose answer never came: the provider may have it already. */
  repeat: boolean;
  events: TextEvent[];
}

const since = (at: string, now: Date) => now.getTime() - new Date(at).getTime();

export const startText = (state: TextsState, request: TextRequest): TextStart => {
  const { type, recipient, to, now } = request;
  if (!isTextType(type)) throw new DomainError(TextMessages.unknownType(type), 'UNKNOWN_TEXT_TYPE');
  if (state.open) {
    if (since(state.open.requestedAt, now) < TEXT_INTERVAL_MS) throw new DomainError(TextMessages.tooSoon, 'TOO_SOON');
    return { text: state.open, repeat: true, events: [] };
  }
  if (state.lastRequestedAt && since(state.lastRequestedAt, now) < TEXT_INTERVAL_MS) throw new DomainError(TextMessages.tooSoon, 'TOO_SOON');
  if (!to) throw new DomainError(TextMessages.phoneNeeded, 'PHONE_NEEDED');
  const text: TextRequestedData = {
    idempotencyKey: textIdempotencyKey(type, recipient, state.requested + 1),
    type,
    recipient,
    to,
    body: composeDownloadAppText(recipient),
    requestedAt: now.toISOString(),
  };
  return { text, repeat: false, events: [{ type: 'TextRequested', data: text }] };
};

/** What the provider answered (TextSendResult of the texts port) and which provider it was. */
export type TextOutcome =
  | { outcome: 'sent'; providerMessageId: string; sentVia: 'outbox' | 'twilio' }
  | { outcome: 'refused'; code: number; reason: string }
  | { outcome: 'unknown'; reason: string };

/** The event recording the answer to `text`; none when it is recorded already or the answer is unknown. */
export const recordTextOutcome = (state: TextsState, text: TextRequestedData, result: TextOutcome): TextEvent[] => {
  if (state.open?.idempotencyKey !== text.idempotencyKey) return [];
  const { idempotencyKey, type, recipient, to, body } = text;
  switch (result.outcome) {
    case 'sent':
      return [{ type: 'TextSent', data: { idempotencyKey, type, recipient, to, body, providerMessageId: result.providerMessageId, sentVia: result.sentVia } }];
    case 'refused':
      return [{ type: 'TextFailed', data: { idempotencyKey, type, to, code: result.code, reason: result.reason } }];
    case 'unknown':
      return [];
  }
};

/** What the person is told when the text did not go out (Twilio's codes: 21211, 21614, 21610). */
export const textFailureMessage = (result: Exclude<TextOutcome, { outcome: 'sent' }>): string => {
  if (result.outcome === 'unknown') return TextMessages.noAnswer;
  if (result.code === 21211 || result.code === 21614) return TextMessages.invalidNumber;
  if (result.code === 21610) return TextMessages.unsubscribed;
  return TextMessages.refused;
};

/** Folds a person's texts stream (decisions are startText and recordTextOutcome). */
export const textsDecider: Decider<never, TextEvent, TextsState> = {
  decide: () => [],
  evolve: evolveTexts,
  initialState: initialTextsState,
};
