// The booking e-mails of a virtual appointment carry its generated meeting link, not the
// location's: the meeting is created by the conferencing reaction just after the booking, so
// when the practice's conferencing account is active and the stream has no meeting (nor a
// refusal) yet, the e-mail waits a little for it. After MEETING_WAIT_MS (the provider slow or
// down) it goes with the location's own link, as it would without conferencing.
import { appointmentStreamId, needsVirtualMeeting, virtualMeetingDecider } from '#app/appointments';
import { fold } from '#app/es';
import { loadState } from '#app/es-runtime';
import type { EventStore, RecordedEvent } from '#app/eventstore';
import { activeConferencingAccount, practiceDecider, practiceStreamId } from '#app/practice';

export const MEETING_WAIT_MS = 10_000;
const POLL_MS = 100;

const meetingPending = (stream: RecordedEvent[]) =>
  needsVirtualMeeting(fold(virtualMeetingDecider, stream.map((e) => ({ type: e.type, data: e.data }) as never)));

/** The appointment's stream, read again until its meeting is settled when one is on its way. */
export const withSettledVirtualMeeting = async (store: EventStore, stream: RecordedEvent[], practiceId: string, appointmentId: string, waitMs = MEETING_WAIT_MS): Promise<RecordedEvent[]> => {
  if (!meetingPending(stream)) return stream;
  const { state: practice } = await loadState(store, practiceStreamId(practiceId), practiceDecider);
  if (practice.status === 'none' || !practice.flags.conferencingEnabled || !activeConferencingAccount(practice.conferencing)) return stream;
  const deadline = Date.now() + waitMs;
  let latest = stream;
  while (meetingPending(latest) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    latest = await store.readStream(appointmentStreamId(appointmentId));
  }
  return latest;
};
