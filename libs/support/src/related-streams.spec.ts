import type { StoryEvent } from './appointment-snapshot.js';
import { appointmentMessages, MAX_SCHEDULE_CHANGES, scheduleChangesAround } from './related-streams.js';

const ZONE = 'America/New_York';
const at = (occurredAt: string, type: string, data: Record<string, unknown>, eventId = type): StoryEvent => ({ eventId, revision: 0, type, data, metadata: {}, occurredAt });

describe('the messages an appointment sent', () => {
  it('lists its e-mails and texts with their outcome, in the appointment zone', () => {
    const events = [
      at('2026-11-01T12:00:00.000Z', 'AppointmentRequested', {}),
      at('2026-11-01T12:00:01.000Z', 'EmailSent', { to: 'ada@example.com', subject: 'Request received' }, 'e1'),
      at('2026-11-22T15:00:00.000Z', 'TextRequested', { to: '+12125550101', type: 'appointment_reminder' }, 't1'),
      at('2026-11-22T15:00:01.000Z', 'TextFailed', { to: '+12125550101', type: 'appointment_reminder', reason: 'Invalid number' }, 't2'),
    ];
    expect(appointmentMessages(events, ZONE)).toEqual([
      { at: '2026-11-01T12:00:01.000Z', atLocal: 'Sun, Nov 1, 2026, 7:00 AM EST', channel: 'email', to: 'ada@example.com', subject: 'Request received', status: 'sent', eventId: 'e1' },
      { at: '2026-11-22T15:00:00.000Z', atLocal: 'Sun, Nov 22, 2026, 10:00 AM EST', channel: 'text', to: '+12125550101', subject: 'appointment reminder', status: 'requested', eventId: 't1' },
      { at: '2026-11-22T15:00:01.000Z', atLocal: 'Sun, Nov 22, 2026, 10:00 AM EST', channel: 'text', to: '+12125550101', subject: 'appointment reminder', status: 'failed', eventId: 't2' },
    ]);
  });
});

describe('the schedule changes around an appointment', () => {
  const own = [at('2026-11-02T12:00:00.000Z', 'AppointmentRequested', {}), at('2026-11-05T12:00:00.000Z', 'AppointmentCancelled', {})];
  const schedule = (occurredAt: string, type: string, data: Record<string, unknown>) => ({ ...at(occurredAt, type, data), streamId: 'schedule-p1' });
  const held = { appointmentId: 'b2', startsAt: '2026-11-23T15:00:00.000Z', endsAt: '2026-11-23T16:00:00.000Z' };

  it('keeps what happened from 24 hours before its first event to 24 hours after its last, linked to appointments', () => {
    const changes = scheduleChangesAround(own, [
      schedule('2026-10-31T11:59:59.000Z', 'SlotReserved', held),
      schedule('2026-11-01T12:00:00.000Z', 'SlotReserved', held),
      schedule('2026-11-03T09:00:00.000Z', 'SlotReserved', { ...held, appointmentId: 'pe1', kind: 'personal' }),
      schedule('2026-11-06T12:00:00.000Z', 'SlotReleased', { appointmentId: 'b2' }),
      schedule('2026-11-06T12:00:01.000Z', 'SlotReleased', { appointmentId: 'b3' }),
    ], ZONE);
    expect(changes).toEqual([
      { at: '2026-11-01T12:00:00.000Z', atLocal: 'Sun, Nov 1, 2026, 7:00 AM EST', summary: 'Time held for appointment b2: Mon, Nov 23, 2026, 10:00 AM EST to Mon, Nov 23, 2026, 11:00 AM EST', streamId: 'schedule-p1', appointmentId: 'b2' },
      { at: '2026-11-03T09:00:00.000Z', atLocal: 'Tue, Nov 3, 2026, 4:00 AM EST', summary: 'Time held for personal time: Mon, Nov 23, 2026, 10:00 AM EST to Mon, Nov 23, 2026, 11:00 AM EST', streamId: 'schedule-p1', appointmentId: null },
      { at: '2026-11-06T12:00:00.000Z', atLocal: 'Fri, Nov 6, 2026, 7:00 AM EST', summary: 'Time released for appointment b2', streamId: 'schedule-p1', appointmentId: 'b2' },
    ]);
  });

  it("knows a release of personal time by its reservation, even one long before", () => {
    const stream = [
      schedule('2026-01-01T00:00:00.000Z', 'SlotReserved', { ...held, appointmentId: 'pe1', kind: 'personal' }),
      schedule('2026-11-03T00:00:00.000Z', 'SlotReleased', { appointmentId: 'pe1' }),
    ];
    expect(scheduleChangesAround(own, stream, ZONE)).toEqual([expect.objectContaining({ summary: 'Time released for personal time', appointmentId: null })]);
  });

  it('shows at most 50 and nothing without events of its own', () => {
    const many = Array.from({ length: 60 }, () => schedule('2026-11-03T00:00:00.000Z', 'SlotReserved', held));
    expect(scheduleChangesAround(own, many, ZONE)).toHaveLength(MAX_SCHEDULE_CHANGES);
    expect(scheduleChangesAround([], many, ZONE)).toEqual([]);
  });
});
