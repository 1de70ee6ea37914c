// Zoom's REST API v2 with plain fetch: GET /v2/users/me (who authorized us) and
// POST /v2/users/me/meetings (a scheduled meeting), each with the account's OAuth bearer token.
// Why no SDK: Zoom's only official Node library for its REST APIs, @zoom/rivet, is pre-1.0 and is
// a framework that runs its own OAuth flow, token store and web server; we need two calls with a
// token we already hold, and plain fetch keeps this file the only one that knows Zoom's wire format.
//
// Idempotency. Zoom's API takes no idempotency key: a repeated POST creates a second meeting. So:
// 1. In this process every key's call is kept (in flight, or its answer) before the request
//    starts: a repeat waits for it or gets its answer, and calls nothing.
// 2. When an earlier call under the key has no known answer (it timed out here, or the caller
//    recorded the attempt before a restart and passes `earlierAttemptAt`), Zoom may have created
//    it. Before creating again we list the user's upcoming meetings and take one with the same
//    topic and start created since that attempt (less a minute of clock skew) as that meeting.
import type { AccountResult, MeetingRequest, MeetingResult, VideoConferencingProvider } from './conferencing.js';

export interface ZoomConferencingOptions {
  /** An origin; default https://api.zoom.us. */
  apiUrl?: string;
  /** Per HTTP call (default 15 s). */
  timeoutMs?: number;
}

const SKEW_MS = 60_000;
const REMEMBERED = 1000;

interface ZoomMeeting {
  id: number | string;
  topic?: string;
  start_time?: string;
  created_at?: string;
  join_url: string;
}

type Answer = { status: number; body: Record<string, unknown> } | { status: 0; reason: string; body?: undefined };

/** Zoom writes start_time without milliseconds ("2031-06-10T15:00:00Z"). */
const zoomTime = (iso: string) => new Date(iso).toISOString().replace(/\.\d{3}Z$/, 'Z');

export class ZoomConferencing implements VideoConferencingProvider {
  readonly kind = 'zoom' as const;
  private readonly origin: string;
  private readonly timeoutMs: number;
  /** Each key's first call: when it started and its answer (in flight or known). */
  private readonly calls = new Map<string, { at: Date; answer: Promise<MeetingResult> }>();

  constructor(options: ZoomConferencingOptions = {}) {
    this.origin = (options.apiUrl ?? 'https://api.zoom.us').replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? 15_000;
  }

  private async call(method: 'GET' | 'POST', path: string, accessToken: string, body?: unknown): Promise<Answer> {
    try {
      const response = await fetch(`${this.origin}${path}`, {
        method,
        headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
    } catch (error) {
      const e = error as Error;
      return { status: 0, reason: e.name === 'TimeoutError' ? `Zoom did not answer within ${this.timeoutMs} ms` : `Zoom could not be reached: ${e.message}` };
    }
  }

  async currentAccount(accessToken: string): Promise<AccountResult> {
    const answer = await this.call('GET', '/v2/users/me', accessToken);
    if (answer.status === 200) {
      const { id, first_name, last_name, display_name, email } = answer.body as Record<string, string>;
      const accountName = display_name || [first_name, last_name].filter(Boolean).join(' ') || email;
      return { outcome: 'found', account: { accountId: String(id), accountName, accountEmail: email } };
    }
    return failure(answer) as AccountResult;
  }

  createMeeting(request: MeetingRequest): Promise<MeetingResult> {
    const earlier = this.calls.get(request.idempotencyKey);
    const answer = (async () => {
      const before = earlier ? await earlier.answer : null;
      if (before && before.outcome !== 'unknown') return before;
      return this.createOnce(request, earlier?.at ?? request.earlierAttemptAt);
    })();
    this.calls.set(request.idempotencyKey, { at: earlier?.at ?? new Date(), answer });
    if (this.calls.size > REMEMBERED) this.calls.delete(this.calls.keys().next().value!);
    return answer;
  }

  /** `since`: when an earlier call that may have got through was made (none: nothing to look for). */
  private async createOnce(request: MeetingRequest, since: Date | undefined): Promise<MeetingResult> {
    if (since) {
      const found = await this.findCreated(request, since);
      if (found) return found;
    }
    const answer = await this.call('POST', '/v2/users/me/meetings', request.accessToken, {
      topic: request.topic,
      type: 2, // a scheduled meeting
      start_time: zoomTime(request.startsAt),
      duration: request.durationMinutes,
      timezone: request.timeZone,
      settings: { join_before_host: false, waiting_room: true },
    });
    if (answer.status === 201) return created(answer.body as unknown as ZoomMeeting);
    return failure(answer);
  }

  /** The meeting an earlier call under the key created, if Zoom has it; null when there is none. */
  private async findCreated(request: MeetingRequest, since: Date): Promise<MeetingResult | null> {
    const answer = await this.call('GET', '/v2/users/me/meetings?type=upcoming&page_size=300', request.accessToken);
    if (answer.status !== 200 || !answer.body) return failure(answer);
    const start = zoomTime(request.startsAt);
    const meetings = ((answer.body.meetings ?? []) as ZoomMeeting[]).filter(
      (m) => m.topic === request.topic && m.start_time === start && new Date(m.created_at ?? 0).getTime() >= since.getTime() - SKEW_MS,
    );
    return meetings.length ? created(meetings[0]) : null;
  }
}

const created = (meeting: ZoomMeeting): MeetingResult => ({ outcome: 'created', meetingId: String(meeting.id), joinUrl: meeting.join_url });

/** Zoom's errors: { code, message }; 401 (code 124 invalid or expired token) means access is lost. */
const failure = (answer: Answer): Extract<MeetingResult, { outcome: 'unauthorized' | 'refused' | 'unknown' }> => {
  if ('reason' in answer) return { outcome: 'unknown', reason: answer.reason };
  const reason = String(answer.body.message ?? `Zoom answered ${answer.status}`);
  if (answer.status === 401) return { outcome: 'unauthorized', reason };
  if (answer.status === 429 || answer.status >= 500) return { outcome: 'unknown', reason };
  return { outcome: 'refused', reason };
};
