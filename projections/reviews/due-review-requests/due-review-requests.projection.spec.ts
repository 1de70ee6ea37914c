import type { AppointmentEvent } from '#app/appointments';
import { sampleAppointment } from '#testing/appointments';
import { recorded, replay } from '../../testing/recorded-event.js';
import { dueReviewRequestsProjection as projection } from './due-review-requests.projection.js';

const request = sampleAppointment(); // ends 2026-11-23T16:00Z
const id = request.appointmentId;
const event = (e: AppointmentEvent) => recorded(e, { streamId: `appointment-${id}` });
const requested = event({ type: 'AppointmentRequested', data: request });
const accepted = event({ type: 'AppointmentAccepted', data: { appointmentId: id, acceptedBy: 'pro' } });
const moved = event({ type: 'AppointmentRescheduled', data: { appointmentId: id, startsAt: '2026-11-25T15:00:00.000Z', endsAt: '2026-11-25T16:00:00.000Z', previousStartsAt: request.startsAt, previousEndsAt: request.endsAt } });
const reviewEvent = (type: 'ReviewRequested' | 'ReviewCreated', appointmentId: string | null) =>
  recorded({ type, data: { appointmentId, practiceId: 'p1', clientId: 'c1' } }, { streamId: 'reviewRequests-p1' });

describe('due review requests projection', () => {
  it('a pending request is not due; once approved it is due an hour after its end', () => {
    expect(replay(projection.evolve, [requested])).toMatchObject({ id, status: 'pending', dueAt: null });
    expect(replay(projection.evolve, [requested, accepted])).toMatchObject({ status: 'approved', dueAt: '2026-11-23T17:00:00.000Z' });
  });

  it('a reschedule moves the due time with the end', () => {
    expect(replay(projection.evolve, [requested, accepted, moved])).toMatchObject({ dueAt: '2026-11-25T17:00:00.000Z' });
  });

  it('declined, cancelled, asked or reviewed: gone', () => {
    expect(replay(projection.evolve, [requested, event({ type: 'AppointmentDeclined', data: { appointmentId: id } })])).toBeNull();
    expect(replay(projection.evolve, [requested, accepted, event({ type: 'AppointmentCancelled', data: { appointmentId: id, cancelledBy: 'pro', practitionerNote: null } })])).toBeNull();
    expect(replay(projection.evolve, [requested, accepted, reviewEvent('ReviewRequested', id)])).toBeNull();
    expect(replay(projection.evolve, [requested, accepted, reviewEvent('ReviewCreated', id)])).toBeNull();
    // Once gone, a later reschedule does not bring it back.
    expect(replay(projection.evolve, [requested, accepted, reviewEvent('ReviewRequested', id), moved])).toBeNull();
  });

  it('nobody to reach: never due; requests without an appointment name no row', () => {
    const unreachable = event({ type: 'AppointmentRequested', data: { ...request, client: { ...request.client, email: '', phone: '' } } });
    expect(replay(projection.evolve, [unreachable, accepted])).toMatchObject({ dueAt: null });
    expect(projection.documentId(reviewEvent('ReviewRequested', null))).toBeNull();
  });
});
