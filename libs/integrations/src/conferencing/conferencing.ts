// The port to video conferencing providers (spec 002 §3 "Video conferencing (Zoom)"): read the
// account that authorized us, and create a meeting for a virtual appointment. Two adapters:
// SimulatedZoom (embedded mode: nothing leaves the machine, links are clearly simulated) and
// ZoomConferencing (Zoom's REST API v2 with the account's OAuth access token).
//
// Every meeting carries an idempotency key derived from the appointment. Zoom's API takes no
// idempotency key, so a repeat of a key never creates a second meeting by the same two layers as
// the texts port (see zoom-conferencing.ts).

export interface ConferencingAccountInfo {
  /** The provider's id of the user meetings are created as. */
  accountId: string;
  accountName: string;
  accountEmail: string;
}

export interface MeetingRequest {
  /** The same on every retry for the same appointment (virtualMeetingKey). */
  idempotencyKey: string;
  accessToken: string;
  topic: string;
  /** An instant in UTC (ISO 8601). */
  startsAt: string;
  durationMinutes: number;
  /** The appointment's IANA zone (the provider shows the meeting in it). */
  timeZone: string;
  /**
   * Set when an earlier call under this key may have reached the provider without its answer
   * being recorded (a timeout, or the process stopped): the adapter looks for that meeting first.
   */
  earlierAttemptAt?: Date;
}

export type MeetingResult =
  | { outcome: 'created'; meetingId: string; joinUrl: string }
  /** The provider refused our access token (revoked, expired): the account needs a reconnect. */
  | { outcome: 'unauthorized'; reason: string }
  /** A definite refusal of this meeting: asking again fails again. */
  | { outcome: 'refused'; reason: string }
  /** No answer (network, timeout, 5xx, 429): the meeting may or may not exist; repeat with the same key. */
  | { outcome: 'unknown'; reason: string };

export type AccountResult = { outcome: 'found'; account: ConferencingAccountInfo } | { outcome: 'unauthorized'; reason: string } | { outcome: 'unknown'; reason: string };

export type ConferencingKind = 'simulated' | 'zoom';

export interface VideoConferencingProvider {
  readonly kind: ConferencingKind;
  /** Who the token belongs to (shown on the page as accountName and accountEmail). */
  currentAccount(accessToken: string): Promise<AccountResult>;
  createMeeting(request: MeetingRequest): Promise<MeetingResult>;
}

/** Zoom meeting topics are at most 200 characters. */
export const MEETING_TOPIC_MAX_LENGTH = 200;

export const meetingTopic = (serviceName: string, practitionerName: string): string =>
  `${serviceName} with ${practitionerName}`.slice(0, MEETING_TOPIC_MAX_LENGTH);
