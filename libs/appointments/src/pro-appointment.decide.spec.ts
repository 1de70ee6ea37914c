// The pro's own commands on the appointment: book (approved at once, any time), reschedule,
// change details, update both at once, resend the confirmation.
import { sampleAppointment } from '#testing/appointments';
import { deciderSpec } from '#testing/es';
import { appointmentDecider, type AppointmentCommand } from './appointment.decide.js';
import type { AppointmentDetailsChangedData, AppointmentEvent, AppointmentRequestedData } from './appointment.js';
import { AppointmentMessages as M } from './appointment-messages.js';

const spec = deciderSpec(appointmentDecider);
const now = new Date('2026-11-21T12:00:00Z');
const id = 'a1';

const data: AppointmentRequestedData = sampleAppointment({
  appointmentId: id,
  instantActionToken: 'tok',
  client: { clientId: 'c1', firstName: 'Grace', lastName: 'Hopper', email: '', phone: '+12125550100' },
  services: [{ serviceId: 's1', name: 'Massage', timeLength: 60, amountCents: 12000, addOn: false }],
  amountCents: 12000,
  bookedBy: 'pro',
  practitionerNote: null,
  series: null,
});
const create = (overrides: Partial<AppointmentRequestedData> = {}): AppointmentCommand => ({ type: 'CreateProAppointment', data: { ...data, ...overrides } });
const requested: AppointmentEvent = { type: 'AppointmentRequested', data };
const accepted: AppointmentEvent = { type: 'AppointmentAccepted', data: { appointmentId: id, acceptedBy: 'pro' } };
const cancelled: AppointmentEvent = { type: 'AppointmentCancelled', data: { appointmentId: id, cancelledBy: 'pro', practitionerNote: null } };
const reschedule = (startsAt: string, endsAt: string, at = now): AppointmentCommand => ({ type: 'RescheduleAppointment', appointmentId: id, startsAt, endsAt, now: at });
const details: AppointmentDetailsChangedData = {
  appointmentId: id,
  services: [{ serviceId: 's2', name: 'Reiki', timeLength: 30, amountCents: 5000, addOn: false }],
  amountCents: 5000,
  location: data.location,
  timeZone: data.timeZone,
  practitionerNote: ' Left shoulder ',
};

describe('the pro books', () => {
  it('is approved at once, by the pro', () => spec.given([]).when(create()).then([requested, accepted]));
  it('may book in the past (the portal confirms first)', () =>
    spec.given([]).when(create({ startsAt: '2026-11-01T15:00:00.000Z', endsAt: '2026-11-01T16:00:00.000Z' })).then((events) => expect(events).toHaveLength(2)));
  it('keeps the series and a trimmed note', () =>
    spec.given([]).when(create({ practitionerNote: '  Bring oil ', series: { seriesId: 's', recurrencePattern: 'FREQ=WEEKLY;COUNT=2', recurrenceFrequency: 'WEEKLY', recurrenceUntil: null, recurrenceCount: 2 } }))
      .then(([event]) => expect(event.data).toMatchObject({ practitionerNote: 'Bring oil', series: { seriesId: 's', recurrenceCount: 2 } })));
  it('refuses an end before the start, more than 24 hours, and a second create', () => {
    spec.given([]).when(create({ endsAt: data.startsAt })).thenThrows(M.endBeforeStart);
    spec.given([]).when(create({ endsAt: '2026-11-24T15:00:01.000Z' })).thenThrows(M.tooLong);
    spec.given([requested, accepted]).when(create()).thenThrows(M.alreadyExists);
  });
  it('refuses a note over 1000 characters', () => spec.given([]).when(create({ practitionerNote: 'x'.repeat(1001) })).thenThrows(M.practitionerNoteTooLong));
});

describe('reschedule', () => {
  it('moves an upcoming appointment, remembering where it was', () =>
    spec.given([requested, accepted]).when(reschedule('2026-11-24T15:00:00Z', '2026-11-24T16:30:00Z')).then([
      { type: 'AppointmentRescheduled', data: { appointmentId: id, startsAt: '2026-11-24T15:00:00.000Z', endsAt: '2026-11-24T16:30:00.000Z', previousStartsAt: data.startsAt, previousEndsAt: data.endsAt } },
    ]));
  it('the same time again changes nothing', () => spec.given([requested, accepted]).when(reschedule(data.startsAt, data.endsAt)).thenNothingHappens());
  it('past appointments cannot be rescheduled', () =>
    spec.given([requested, accepted]).when(reschedule('2026-11-24T15:00:00Z', '2026-11-24T16:00:00Z', new Date(data.startsAt))).thenThrows(M.pastCannotChange));
  it('cancelled ones cannot either', () =>
    spec.given([requested, accepted, cancelled]).when(reschedule('2026-11-24T15:00:00Z', '2026-11-24T16:00:00Z')).thenThrows(M.cannotChangeEnded));
  it('a moved appointment is decided at its new time', () => {
    const moved: AppointmentEvent = { type: 'AppointmentRescheduled', data: { appointmentId: id, startsAt: '2026-11-21T11:00:00.000Z', endsAt: '2026-11-21T12:00:00.000Z', previousStartsAt: data.startsAt, previousEndsAt: data.endsAt } };
    spec.given([requested, accepted, moved]).when(reschedule('2026-11-24T15:00:00Z', '2026-11-24T16:00:00Z')).thenThrows(M.pastCannotChange);
  });
  it('refuses a reversed range', () =>
    spec.given([requested, accepted]).when(reschedule('2026-11-24T15:00:00Z', '2026-11-24T14:00:00Z')).thenThrows(M.endBeforeStart));
});

describe('details and update', () => {
  it('changes services, price, location and note (also after the start)', () =>
    spec.given([requested, accepted]).when({ type: 'ChangeAppointmentDetails', details, now: new Date('2026-11-30T00:00:00Z') }).then([
      { type: 'AppointmentDetailsChanged', data: { ...details, practitionerNote: 'Left shoulder' } },
    ]));
  it('an update with both gives both events, in one decision', () =>
    spec.given([requested, accepted]).when({ type: 'UpdateAppointment', appointmentId: id, times: { startsAt: '2026-11-24T15:00:00Z', endsAt: '2026-11-24T16:00:00Z' }, details, now })
      .then((events) => expect(events.map((e) => e.type)).toEqual(['AppointmentRescheduled', 'AppointmentDetailsChanged'])));
  it('an update of a past appointment may change details but not the time', () => {
    const later = new Date('2026-11-30T00:00:00Z');
    spec.given([requested, accepted]).when({ type: 'UpdateAppointment', appointmentId: id, times: null, details, now: later }).then((events) => expect(events).toHaveLength(1));
    spec.given([requested, accepted]).when({ type: 'UpdateAppointment', appointmentId: id, times: { startsAt: '2026-12-01T15:00:00Z', endsAt: '2026-12-01T16:00:00Z' }, details, now: later }).thenThrows(M.pastCannotChange);
  });
  it('unknown appointments are not found', () =>
    spec.given([]).when({ type: 'UpdateAppointment', appointmentId: id, times: null, details, now }).thenThrows(M.notFound));
});

describe('resend the confirmation', () => {
  const resend = (sendTo: string, at = now): AppointmentCommand => ({ type: 'ResendConfirmation', appointmentId: id, sendTo, now: at });
  it('by e-mail, for a confirmed upcoming appointment', () =>
    spec.given([requested, accepted]).when(resend('email')).then([{ type: 'ConfirmationResent', data: { appointmentId: id, sendTo: 'email' } }]));
  it('by text, when the client has a phone', () =>
    spec.given([requested, accepted]).when(resend('sms')).then([{ type: 'ConfirmationResent', data: { appointmentId: id, sendTo: 'sms' } }]));
  it('not by text to a client without a phone', () => {
    const noPhone: AppointmentEvent = { type: 'AppointmentRequested', data: { ...data, client: { ...data.client, phone: '' } } };
    spec.given([noPhone, accepted]).when(resend('sms')).thenThrows(M.noPhone);
  });
  it('refuses another channel', () => spec.given([requested, accepted]).when(resend('fax')).thenThrows(M.invalidSendTo));
  it('not for a pending request, a cancelled or a past appointment', () => {
    spec.given([requested]).when(resend('email')).thenThrows(M.resendNotConfirmed);
    spec.given([requested, accepted, cancelled]).when(resend('email')).thenThrows(M.resendNotConfirmed);
    spec.given([requested, accepted]).when(resend('email', new Date('2026-11-30T00:00:00Z'))).thenThrows(M.resendNotConfirmed);
  });
});
