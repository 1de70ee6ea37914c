import { describe, expect, it } from '@jest/globals';
import { deciderSpec } from '#testing/es';
import { sampleAppointment } from './testing/sample-appointment.js';
import type { AppointmentEvent } from './appointment.js';
import { needsVirtualMeeting, virtualMeetingDecider } from './virtual-meeting.decide.js';
import { virtualMeetingLinkWithFallback, type VirtualMeetingEvent } from './virtual-meeting.js';
import { fold } from '#app/es';

const spec = deciderSpec(virtualMeetingDecider);
const online = sampleAppointment({ location: { locationId: 'l-online', name: 'Online', kind: 'virtual', timeZone: 'America/New_York' } });
const requested: AppointmentEvent = { type: 'AppointmentRequested', data: online };
const id = online.appointmentId;
const askedFor: VirtualMeetingEvent = {
  type: 'VirtualMeetingRequested',
  data: { appointmentId: id, provider: 'zoom', accountId: 'zoom-u1', idempotencyKey: `virtual-meeting:${id}`, requestedAt: '2031-06-10T12:00:00.000Z' },
};
const meeting = { provider: 'zoom' as const, meetingId: '81234567890', joinUrl: 'https://zoom.us/j/81234567890' };
const created: VirtualMeetingEvent = { type: 'VirtualMeetingCreated', data: { appointmentId: id, ...meeting } };

describe('the meeting of a virtual appointment', () => {
  it('is asked for once, with a key derived from the appointment', () => {
    spec.given([requested]).when({ type: 'RequestVirtualMeeting', accountId: 'zoom-u1', requestedAt: '2031-06-10T12:00:00.000Z' }).then([askedFor]);
    spec.given([requested, askedFor]).when({ type: 'RequestVirtualMeeting', accountId: 'zoom-u1', requestedAt: '2031-06-10T12:05:00.000Z' }).thenNothingHappens();
  });

  it('records the meeting once; a replay of the answer records nothing', () => {
    spec.given([requested, askedFor]).when({ type: 'RecordVirtualMeeting', meeting }).then([created]);
    spec.given([requested, askedFor, created]).when({ type: 'RecordVirtualMeeting', meeting: { ...meeting, meetingId: 'other' } }).thenNothingHappens();
  });

  it('an in-person, a declined or a cancelled appointment needs none; a reschedule keeps the meeting', () => {
    const inPerson = fold(virtualMeetingDecider, [{ type: 'AppointmentRequested', data: sampleAppointment() }]);
    expect(inPerson.appointment.status !== 'none' && inPerson.appointment.location.kind).not.toBe('virtual');
    expect(needsVirtualMeeting(inPerson)).toBe(false);
    expect(needsVirtualMeeting(fold(virtualMeetingDecider, [requested]))).toBe(true);
    expect(needsVirtualMeeting(fold(virtualMeetingDecider, [requested, { type: 'AppointmentDeclined', data: { appointmentId: id } }]))).toBe(false);
    expect(needsVirtualMeeting(fold(virtualMeetingDecider, [requested, { type: 'AppointmentCancelled', data: { appointmentId: id, cancelledBy: 'client', practitionerNote: null } }]))).toBe(false);
    const moved = fold(virtualMeetingDecider, [requested, askedFor, created, { type: 'AppointmentRescheduled', data: { appointmentId: id, startsAt: '2031-06-20T15:00:00.000Z', endsAt: '2031-06-20T16:00:00.000Z' } } as AppointmentEvent]);
    expect(moved.meeting.meeting).toEqual(meeting);
    expect(needsVirtualMeeting(moved)).toBe(false);
  });

  it('a definite refusal is recorded once and stops further tries', () => {
    spec.given([requested, askedFor]).when({ type: 'RecordVirtualMeetingFailure', reason: 'Invalid access token.' }).then([
      { type: 'VirtualMeetingFailed', data: { appointmentId: id, provider: 'zoom', reason: 'Invalid access token.' } },
    ]);
    const failed = fold(virtualMeetingDecider, [requested, askedFor, { type: 'VirtualMeetingFailed', data: { appointmentId: id, provider: 'zoom', reason: 'x' } }]);
    expect(needsVirtualMeeting(failed)).toBe(false);
  });
});

describe('virtualMeetingLinkWithFallback', () => {
  it('is the generated join URL, else the location’s own link; never for an in-person location', () => {
    expect(virtualMeetingLinkWithFallback({ kind: 'virtual' }, meeting, 'https://meet.example.com/sam')).toBe(meeting.joinUrl);
    expect(virtualMeetingLinkWithFallback({ kind: 'virtual' }, null, 'https://meet.example.com/sam')).toBe('https://meet.example.com/sam');
    expect(virtualMeetingLinkWithFallback({ kind: 'virtual' }, null, null)).toBeNull();
    expect(virtualMeetingLinkWithFallback({ kind: 'office' }, meeting, null)).toBeNull();
  });
});
