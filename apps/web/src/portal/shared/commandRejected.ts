// The server refuses a command with `result: null` and user-facing `errors` (spec 002 §7).
// Queries throw CommandRejected for that; the screens turn the messages into their own
// toast text (spec 002 §8) and, in forms, into errors beside the fields they concern.
import type { MutationResult } from '../../shared/graphqlRequest';

export class CommandRejected extends Error {
  constructor(readonly messages: string[]) {
    super(messages.join(' ') || 'The change was not saved.');
    this.name = 'CommandRejected';
  }
}

/** Returns the payload when the server says 'success', else throws CommandRejected. */
export function requireSuccess<T extends MutationResult>(payload: T): T {
  if (payload.result !== 'success') throw new CommandRejected(payload.errors ?? []);
  return payload;
}

/**
 * The server's own messages behind a failed call, or [] when there are none to show
 * (network trouble; with `refusalsOnly`, anything but a refusal). ra-data-graphql wraps what
 * a query throws in an HttpError whose `body` is the original error; GraphQL-level errors
 * arrive as its message.
 */
export function rejectionMessages(error: unknown, refusalsOnly = false): string[] {
  const e = error as { body?: unknown; status?: number; message?: string } | null;
  const cause = e?.body instanceof CommandRejected ? e.body : error;
  if (cause instanceof CommandRejected) return cause.messages;
  if (!refusalsOnly && e?.status === 200 && e.message) return [e.message.replace(/^GraphQL error: /, '')];
  return [];
}
