// A text about one appointment (its reminder, its confirmation sent again), as pure decisions
// around the provider call, on the appointment's stream (its history holds the text like the
// e-mail): startAppointmentText records TextRequested under the text's id (its idempotency key)
// before the call, or finds that request still open (a call whose answer never came: sent again
// under the same key, the texter looks first); recordTextOutcome (text-messages.decide.ts) then
// records the answer once.
import { evolveTexts, initialTextsState, TEXT_EVENT_TYPES, type AppointmentTextType, type TextEvent, type TextRecipient, type TextRequestedData, type TextsState } from './text-messages.js';

/** The texts state of one text (its key) on an appointment's stream. */
export const appointmentTextState = (stream: ReadonlyArray<{ type: string; data: object }>, key: string): TextsState =>
  stream
    .filter((e) => (TEXT_EVENT_TYPES as readonly string[]).includes(e.type) && (e.data as { idempotencyKey?: string }).idempotencyKey === key)
    .reduce((state, e) => evolveTexts(state, { type: e.type, data: e.data } as unknown as TextEvent), initialTextsState());

export const startAppointmentText = (
  state: TextsState,
  request: { key: string; type: AppointmentTextType; recipient: TextRecipient; to: string; body: string; now: Date },
): { text: TextRequestedData; repeat: boolean; events: TextEvent[] } => {
  if (state.open?.idempotencyKey === request.key) return { text: state.open, repeat: true, events: [] };
  const text: TextRequestedData = { idempotencyKey: request.key, type: request.type, recipient: request.recipient, to: request.to, body: request.body, requestedAt: request.now.toISOString() };
  return { text, repeat: false, events: [{ type: 'TextRequested', data: text }] };
};
