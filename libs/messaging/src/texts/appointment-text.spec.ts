import { describe, expect, it } from '@jest/globals';
import { recordTextOutcome } from './text-messages.decide.js';
import { appointmentTextState, startAppointmentText } from './appointment-text.js';

const key = 'reminder:a1:text:2026-11-23T15:00:00.000Z';
const request = { key, type: 'appointment_reminder' as const, recipient: { kind: 'clientRecord' as const, clientId: 'c1' }, to: '+12125550101', body: 'Reminder: ...', now: new Date('2026-11-23T13:00:00.000Z') };

describe('texts about an appointment', () => {
  it('a first attempt records the request under the reminder id before the provider is called', () => {
    const start = startAppointmentText(appointmentTextState([], key), request);
    expect(start.repeat).toBe(false);
    expect(start.events).toEqual([{ type: 'TextRequested', data: { idempotencyKey: key, type: 'appointment_reminder', recipient: request.recipient, to: request.to, body: request.body, requestedAt: '2026-11-23T13:00:00.000Z' } }]);
  });

  it('a request whose answer never came is sent again under the same key, recording nothing new', () => {
    const requested = startAppointmentText(appointmentTextState([], key), request).events;
    const again = startAppointmentText(appointmentTextState(requested, key), { ...request, now: new Date('2026-11-23T13:05:00.000Z') });
    expect(again).toMatchObject({ repeat: true, events: [], text: { requestedAt: '2026-11-23T13:00:00.000Z' } });
  });

  it('a confirmation sent again by text is recorded under its own type', () => {
    const start = startAppointmentText(appointmentTextState([], 'confirmation-text:e1'), { ...request, key: 'confirmation-text:e1', type: 'appointment_confirmed' });
    expect(start.events).toMatchObject([{ type: 'TextRequested', data: { idempotencyKey: 'confirmation-text:e1', type: 'appointment_confirmed' } }]);
  });

  it('the answer is recorded once; other texts on the stream do not count', () => {
    const [requested] = startAppointmentText(appointmentTextState([], key), request).events;
    const other = { type: 'TextRequested', data: { ...requested.data, idempotencyKey: 'reminder:a1:text:2026-11-20T15:00:00.000Z' } };
    const state = appointmentTextState([other, requested], key);
    const sent = recordTextOutcome(state, requested.data as never, { outcome: 'sent', providerMessageId: 'SM1', sentVia: 'outbox' });
    expect(sent).toMatchObject([{ type: 'TextSent', data: { idempotencyKey: key, providerMessageId: 'SM1' } }]);
    expect(recordTextOutcome(appointmentTextState([requested, ...sent], key), requested.data as never, { outcome: 'sent', providerMessageId: 'SM1', sentVia: 'outbox' })).toEqual([]);
  });
});
