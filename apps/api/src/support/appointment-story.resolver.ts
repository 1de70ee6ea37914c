// The story of an appointment, its state as of any event or time, and the difference between two
// moments (issue 19 items 2-3): for the owning pro and for support (support reads are audited).
// Another practice's appointment, or one that does not exist, reads as null (or no changes).
import { Args, Context, ID, Int, Query, Resolver } from '@nestjs/graphql';
import { appointmentAsOf, appointmentStory, diffSnapshots, revisionAt } from '#app/support';
import { requireReader } from '../access/require-actor.js';
import { DateTimeScalar } from '../graphql/date-time.scalar.js';
import { originOf, type RequestContext } from '../graphql/request-context.js';
import { AppointmentSnapshotView, AppointmentStory, SnapshotChangeView } from './appointment-story.models.js';
import { AppointmentStoryReader, type OpenedStory } from './appointment-story-reader.js';
import { SupportAuditRecorder } from './support-audit-recorder.js';
import { entryView, noteView, snapshotView } from './support-views.js';

@Resolver()
export class AppointmentStoryResolver {
  constructor(
    private readonly stories: AppointmentStoryReader,
    private readonly audit: SupportAuditRecorder,
  ) {}

  private async open(ctx: RequestContext, appointmentId: string, action: 'story' | 'asOf'): Promise<OpenedStory | null> {
    const reader = requireReader(ctx);
    const story = await this.stories.open(reader, appointmentId);
    if (story) await this.audit.record(reader, { action, target: appointmentId, practiceId: story.practiceId }, originOf(ctx));
    return story;
  }

  @Query(() => AppointmentStory, { nullable: true, description: "Each event of the appointment in words, with its details and the state after it; null when not found or another practice's" })
  async appointmentStory(@Context() ctx: RequestContext, @Args('appointmentId', { type: () => ID }) appointmentId: string): Promise<AppointmentStory | null> {
    const story = await this.open(ctx, appointmentId, 'story');
    if (!story) return null;
    const { timeZone, currency, bySupport } = story;
    const entries = appointmentStory(story.events, currency).map((entry) => entryView(entry, { timeZone, currency, withSupportDetails: bySupport }));
    const notes = bySupport ? (await this.stories.notes(appointmentId)).map((e) => noteView(e, timeZone)) : [];
    const requested = story.events.find((e) => e.type === 'AppointmentRequested')?.data as { instantActionToken?: string } | undefined;
    return {
      appointmentId,
      practiceId: story.practiceId,
      practiceName: story.practice?.name ?? '',
      currency,
      timeZone,
      clientToken: bySupport ? requested?.instantActionToken ?? null : null,
      entries,
      notes,
    };
  }

  @Query(() => AppointmentSnapshotView, { nullable: true, description: 'The appointment after the event of `revision`, or as it stood at the instant `at`, or now; null before it existed' })
  async appointmentAsOf(
    @Context() ctx: RequestContext,
    @Args('appointmentId', { type: () => ID }) appointmentId: string,
    @Args('revision', { type: () => Int, nullable: true }) revision?: number | null,
    @Args('at', { type: () => DateTimeScalar, nullable: true }) at?: string | null,
  ): Promise<AppointmentSnapshotView | null> {
    const story = await this.open(ctx, appointmentId, 'asOf');
    if (!story) return null;
    const upTo = typeof revision === 'number' ? revision : at ? revisionAt(story.events, at) : undefined;
    if (upTo === null || (upTo !== undefined && upTo < 0)) return null;
    const snapshot = appointmentAsOf(story.events, upTo);
    return snapshot ? snapshotView(snapshot, story.currency) : null;
  }

  @Query(() => [SnapshotChangeView], { description: 'What differs between the appointment after two events (fromRevision -1: before it existed)' })
  async appointmentDiff(
    @Context() ctx: RequestContext,
    @Args('appointmentId', { type: () => ID }) appointmentId: string,
    @Args('fromRevision', { type: () => Int }) fromRevision: number,
    @Args('toRevision', { type: () => Int }) toRevision: number,
  ): Promise<SnapshotChangeView[]> {
    const story = await this.open(ctx, appointmentId, 'asOf');
    if (!story) return [];
    const at = (revision: number) => (revision < 0 ? null : appointmentAsOf(story.events, revision));
    return diffSnapshots(at(fromRevision), at(toRevision), story.currency);
  }
}
