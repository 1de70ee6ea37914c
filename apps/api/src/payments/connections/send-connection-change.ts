// A change of the practice's provider accounts, as its own pro: on the practice stream, decided
// by decidePaymentConnection (libs/practice); answers once the read models hold it.
import { GraphQLError } from 'graphql';
import { DomainError, newCommandContext } from '#app/es';
import { PracticeMessages, type PaymentConnectionChange } from '#app/practice';
import type { PracticeDocument, PracticesQuery } from '#projections';
import type { ProActor } from '../../access/require-actor.js';
import { toEventActor } from '../../access/session-actor.js';
import { originOf, type RequestContext } from '../../graphql/request-context.js';
import type { Clock } from '../../infrastructure/clock.js';
import type { CommandSender } from '../../infrastructure/command-sender.js';
import { ChangePracticeCommand } from '../../practice/commands/change-practice/change-practice.command.js';

export const sendConnectionChange = (commands: CommandSender, clock: Clock, ctx: RequestContext, pro: ProActor, change: PaymentConnectionChange) =>
  commands.send(new ChangePracticeCommand(pro.practiceId, { type: 'ChangePaymentConnection', change }, newCommandContext(toEventActor(pro), clock.now(), originOf(ctx))));

export const practiceOf = async (practices: PracticesQuery, practiceId: string): Promise<PracticeDocument> => {
  const practice = await practices.byId(practiceId);
  if (!practice) throw new DomainError(PracticeMessages.notFound);
  return practice;
};

/** A query's refusal (another practice's session, a provider not wired) is an answer, not a fault. */
export const answerOf = async <T>(read: () => Promise<T>): Promise<T> => {
  try {
    return await read();
  } catch (error) {
    if (error instanceof DomainError) throw new GraphQLError(error.message, { extensions: { code: error.code === 'DOMAIN_RULE' ? 'NOT_FOUND' : error.code } });
    throw error;
  }
};
