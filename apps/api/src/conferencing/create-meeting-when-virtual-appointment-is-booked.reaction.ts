// A virtual appointment gets a meeting at the practice's conferencing provider as soon as it is
// booked (or becomes virtual by a change), while the account is active. Exactly once: the request
// is recorded on the appointment's stream before the call (VirtualMeetingRequested), the call
// carries a key derived from the appointment, and the answer is recorded only if none is; a repeat
// of this reaction, a replay or a restart finds the recorded meeting and calls nothing. A lost
// access marks the practice's account errored (the page's reconnect banner) and the appointment
// keeps the location's own link.
import { Inject, Injectable, Logger } from '@nestjs/common';
import { appointmentStreamId, needsVirtualMeeting, virtualMeetingDecider, virtualMeetingKey, type VirtualMeetingCommand } from '#app/appointments';
import { defineReaction, newCommandContext, NOTHING_DONE, type ReactionDefinition } from '#app/es';
import { handleCommand, storeLoader } from '#app/es-runtime';
import type { EventStore, RecordedEvent } from '#app/eventstore';
import { meetingTopic, type VideoConferencingProvider } from '#app/integrations';
import { EVENT_STORE } from '#app/persistence';
import { activeConferencingAccount, practiceDecider, practiceStreamId } from '#app/practice';
import { Clock } from '../infrastructure/clock.js';
import { ConferencingTokens } from './conferencing-tokens.js';
import { VIDEO_CONFERENCING } from './conferencing.tokens.js';

const actor = { kind: 'system' as const, id: 'video-conferencing', name: 'Video conferencing' };

@Injectable()
export class CreateMeetingWhenVirtualAppointmentIsBooked {
  private readonly logger = new Logger('VideoConferencing');

  readonly reaction: ReactionDefinition = defineReaction({
    name: 'create-virtual-meetings',
    eventTypes: ['AppointmentRequested', 'AppointmentAccepted', 'AppointmentDetailsChanged'],
    // Connecting later does not reach back: only appointments booked from now on get meetings.
    firstRun: 'end-of-log',
    react: (event) => this.react(event),
  });

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(VIDEO_CONFERENCING) private readonly provider: VideoConferencingProvider,
    private readonly tokens: ConferencingTokens,
    private readonly clock: Clock,
  ) {}

  private record(appointmentId: string, practiceId: string, command: VirtualMeetingCommand) {
    const ctx = newCommandContext(actor, this.clock.now());
    return handleCommand(this.store, ctx, { streamId: appointmentStreamId(appointmentId), decider: virtualMeetingDecider, practiceId, command });
  }

  /** NOTHING_DONE when no meeting is due: decided on the current streams, so deciding again later is harmless. */
  async react(event: RecordedEvent): Promise<void | typeof NOTHING_DONE> {
    const appointmentId = (event.data as { appointmentId: string }).appointmentId;
    const loader = storeLoader(this.store);
    const state = await loader.load(appointmentStreamId(appointmentId), virtualMeetingDecider);
    const { appointment } = state;
    if (appointment.status === 'none' || !needsVirtualMeeting(state)) return NOTHING_DONE;
    const practice = await loader.load(practiceStreamId(appointment.practiceId), practiceDecider);
    if (practice.status === 'none' || !practice.flags.conferencingEnabled) return NOTHING_DONE;
    const account = activeConferencingAccount(practice.conferencing);
    const token = account && (await this.tokens.get(appointment.practiceId, account.provider));
    if (!account || !token || token.accountId !== account.accountId) return NOTHING_DONE;

    const earlier = state.meeting.requestedAt;
    await this.record(appointmentId, appointment.practiceId, { type: 'RequestVirtualMeeting', accountId: account.accountId, requestedAt: this.clock.now().toISOString() });
    const result = await this.provider.createMeeting({
      idempotencyKey: virtualMeetingKey(appointmentId),
      accessToken: token.accessToken,
      topic: meetingTopic(appointment.services[0]?.name ?? 'Appointment', practice.practice.owner.name),
      startsAt: appointment.startsAt,
      durationMinutes: Math.max(1, Math.round((Date.parse(appointment.endsAt) - Date.parse(appointment.startsAt)) / 60_000)),
      timeZone: appointment.timeZone,
      earlierAttemptAt: earlier ? new Date(earlier) : undefined,
    });
    switch (result.outcome) {
      case 'created':
        await this.record(appointmentId, appointment.practiceId, { type: 'RecordVirtualMeeting', meeting: { provider: account.provider, meetingId: result.meetingId, joinUrl: result.joinUrl } });
        return;
      case 'unauthorized': {
        this.logger.warn(`Zoom refused the access of practice ${appointment.practiceId}: ${result.reason}`);
        const ctx = newCommandContext(actor, this.clock.now());
        const change = { kind: 'AccessLost' as const, provider: account.provider, accountId: account.accountId, at: this.clock.now().toISOString(), message: result.reason };
        await handleCommand(this.store, ctx, { streamId: practiceStreamId(appointment.practiceId), decider: practiceDecider, practiceId: appointment.practiceId, command: { type: 'ChangeVideoConferencing', change } });
        await this.record(appointmentId, appointment.practiceId, { type: 'RecordVirtualMeetingFailure', reason: result.reason });
        return;
      }
      case 'refused':
        this.logger.warn(`Zoom refused the meeting of appointment ${appointmentId}: ${result.reason}`);
        await this.record(appointmentId, appointment.practiceId, { type: 'RecordVirtualMeetingFailure', reason: result.reason });
        return;
      case 'unknown':
        // The runner tries again later with the same key; the adapter looks for the meeting first.
        throw new Error(`Zoom did not answer for appointment ${appointmentId}: ${result.reason}`);
    }
  }
}
