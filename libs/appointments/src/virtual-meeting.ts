// The generated meeting of a virtual appointment (spec 000 §2.2, 001 §3: when a video
// conferencing integration is active, meeting links are generated: virtualMeetingLinkWithFallback).
// Facts on the appointment's stream, so its history tells when the meeting was asked for and
// what the provider answered. A reschedule keeps the meeting (its link stays valid).
import type { DomainEvent } from '#app/es';

export interface VirtualMeeting {
  provider: 'zoom';
  meetingId: string;
  joinUrl: string;
}

export type VirtualMeetingEvent =
  /** Recorded before the provider is called: a retry after a restart knows an earlier call may have got through. */
  | DomainEvent<'VirtualMeetingRequested', { appointmentId: string; provider: 'zoom'; accountId: string; idempotencyKey: string; requestedAt: string }>
  | DomainEvent<'VirtualMeetingCreated', { appointmentId: string } & VirtualMeeting>
  /** A definite refusal: the appointment keeps the location's own link. */
  | DomainEvent<'VirtualMeetingFailed', { appointmentId: string; provider: 'zoom'; reason: string }>;

export const VIRTUAL_MEETING_EVENT_TYPES: ReadonlyArray<VirtualMeetingEvent['type']> = ['VirtualMeetingRequested', 'VirtualMeetingCreated', 'VirtualMeetingFailed'];

export const isVirtualMeetingEvent = (event: { type: string }): event is VirtualMeetingEvent =>
  (VIRTUAL_MEETING_EVENT_TYPES as readonly string[]).includes(event.type);

export interface VirtualMeetingState {
  requestedAt: string | null;
  meeting: VirtualMeeting | null;
  failure: string | null;
}

export const initialVirtualMeetingState = (): VirtualMeetingState => ({ requestedAt: null, meeting: null, failure: null });

/** The provider call's key: one meeting per appointment, whatever the number of tries. */
export const virtualMeetingKey = (appointmentId: string): string => `virtual-meeting:${appointmentId}`;

export const evolveVirtualMeeting = (state: VirtualMeetingState, event: VirtualMeetingEvent): VirtualMeetingState => {
  switch (event.type) {
    case 'VirtualMeetingRequested':
      return { ...state, requestedAt: state.requestedAt ?? event.data.requestedAt };
    case 'VirtualMeetingCreated': {
      const { provider, meetingId, joinUrl } = event.data;
      return { ...state, meeting: { provider, meetingId, joinUrl }, failure: null };
    }
    case 'VirtualMeetingFailed':
      return { ...state, failure: event.data.reason };
  }
};

/** The join link the client sees: the generated meeting's, else the location's own link. */
export const virtualMeetingLinkWithFallback = (
  location: { kind: string },
  meeting: Pick<VirtualMeeting, 'joinUrl'> | null | undefined,
  locationLink: string | null,
): string | null => (location.kind === 'virtual' ? (meeting?.joinUrl ?? locationLink) : null);

/** The meeting a stream records (the appointment's messages read it at send time); null when none. */
export const virtualMeetingOn = (stream: ReadonlyArray<{ type: string; data: unknown }>): VirtualMeeting | null =>
  stream.filter(isVirtualMeetingEvent).reduce(evolveVirtualMeeting, initialVirtualMeetingState()).meeting;
