// An import's batch creates only new streams: a client id just made, and claims on e-mails and
// phones the directory does not show. So the batch is decided on empty state and appended with
// "no stream yet" on every stream, without reading each one first (a quarter of the work). If any
// stream exists after all (a claim taken meanwhile, or one released before), the store refuses
// the whole batch and the caller goes row by row with the exact checks.
import { randomUUID } from 'node:crypto';
import { ConflictError, metadataFor, type CommandContext, type CommandOutcome, type StreamCommand } from '#app/es';
import { WrongExpectedRevisionError, type EventStore, type LogPosition } from '#app/eventstore';

export const appendNewStreams = async (store: EventStore, ctx: CommandContext, commands: Array<StreamCommand<any, any, any>>): Promise<CommandOutcome> => {
  const appends = commands.map((c) => {
    const events = c.decider.decide(c.command, c.decider.initialState()).map((e: { type: string; data: object }) => ({ ...e, eventId: randomUUID() }));
    return {
      streamId: c.streamId,
      expectedRevision: 'no_stream' as const,
      events: events.map((e: { type: string; data: object; eventId: string }) => ({
        eventId: e.eventId,
        type: e.type,
        data: e.data as Record<string, unknown>,
        metadata: { ...metadataFor(ctx, c.practiceId, e.eventId) },
      })),
    };
  });
  try {
    const results = await store.appendToStreams(appends.filter((a) => a.events.length > 0));
    const position = results.reduce<LogPosition | null>((max, r) => (!max || r.position.globalPosition > max.globalPosition ? r.position : max), null);
    return { events: [], position };
  } catch (error) {
    if (error instanceof WrongExpectedRevisionError) throw new ConflictError();
    throw error;
  }
};
