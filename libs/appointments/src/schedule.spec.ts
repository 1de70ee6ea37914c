import { deciderSpec } from '#testing/es';
import { scheduleDecider, SLOT_TAKEN_MESSAGE, type ScheduleEvent } from './schedule.js';

const spec = deciderSpec(scheduleDecider);
const reserved = (appointmentId: string, startsAt: string, endsAt: string): ScheduleEvent => ({
  type: 'SlotReserved',
  data: { appointmentId, startsAt, endsAt },
});
const ten = reserved('a', '2026-11-23T10:00:00.000Z', '2026-11-23T11:00:00.000Z');
const reserve = (appointmentId: string, startsAt: string, endsAt: string, bufferMinutes = 0) => ({
  type: 'ReserveSlot' as const,
  reservation: { appointmentId, startsAt, endsAt },
  bufferMinutes,
});

describe('schedule decider', () => {
  it('reserves a free slot', () =>
    spec.given([]).when(reserve('b', '2026-11-23T10:00:00.000Z', '2026-11-23T11:00:00.000Z')).then([
      reserved('b', '2026-11-23T10:00:00.000Z', '2026-11-23T11:00:00.000Z'),
    ]));
  it('refuses an overlapping slot', () =>
    spec.given([ten]).when(reserve('b', '2026-11-23T10:30:00.000Z', '2026-11-23T11:30:00.000Z')).thenThrows(SLOT_TAKEN_MESSAGE));
  it('allows back-to-back slots without a buffer', () =>
    spec.given([ten]).when(reserve('b', '2026-11-23T11:00:00.000Z', '2026-11-23T12:00:00.000Z')).then((events) =>
      expect(events).toHaveLength(1),
    ));
  it('the buffer widens a reservation on both sides', () => {
    spec.given([ten]).when(reserve('b', '2026-11-23T11:00:00.000Z', '2026-11-23T12:00:00.000Z', 15)).thenThrows(SLOT_TAKEN_MESSAGE);
    spec.given([ten]).when(reserve('b', '2026-11-23T09:00:00.000Z', '2026-11-23T09:50:00.000Z', 15)).thenThrows(SLOT_TAKEN_MESSAGE);
  });
  it('a released slot can be booked again', () =>
    spec
      .given([ten, { type: 'SlotReleased', data: { appointmentId: 'a' } }])
      .when(reserve('b', '2026-11-23T10:00:00.000Z', '2026-11-23T11:00:00.000Z'))
      .then((events) => expect(events).toHaveLength(1)));
  it('releasing an unknown reservation does nothing', () =>
    spec.given([ten]).when({ type: 'ReleaseSlot', appointmentId: 'zzz' }).thenNothingHappens());
});
