// What `npm run practice:flags` does inside an application: find the practice by short link or id,
// set the flags given (practice flags on the practice stream, currencyEnabled through the payment
// settings), and return the flags as the event store now holds them.
import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { isUuid, newCommandContext, NotFoundError } from '#app/es';
import { loadState } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { EVENT_STORE } from '#app/persistence';
import { practiceDecider, practiceStreamId } from '#app/practice';
import { PracticesQuery } from '#projections';
import { ChangePracticeCommand } from '../commands/change-practice/change-practice.command.js';
import { formatPracticeFlags, type PracticeFlagsArgs } from './practice-flags-args.js';

const cli = () => newCommandContext({ kind: 'system', id: 'cli', name: 'Command line' });

export const runPracticeFlags = async (app: INestApplicationContext, args: PracticeFlagsArgs): Promise<string> => {
  const practices = app.get(PracticesQuery);
  const doc = (isUuid(args.practice) ? await practices.byId(args.practice) : null) ?? (await practices.byShortLink(args.practice));
  if (!doc) throw new NotFoundError(`No practice with the short link or id '${args.practice}'.`);
  const commands = app.get(CommandBus);
  if (Object.keys(args.flags).length) await commands.execute(new ChangePracticeCommand(doc.id, { type: 'SetPracticeFlags', flags: args.flags }, cli()));
  if (args.currencyEnabled !== undefined) {
    await commands.execute(new ChangePracticeCommand(doc.id, { type: 'UpdatePaymentSettings', data: { currencyEnabled: args.currencyEnabled } }, cli()));
  }
  const { state } = await loadState(app.get<EventStore>(EVENT_STORE), practiceStreamId(doc.id), practiceDecider);
  if (state.status !== 'active') throw new NotFoundError('Practice not found');
  return `${doc.name} (/${doc.shortLink}, ${doc.id})\n${formatPracticeFlags(state.flags, state.payments.currencyEnabled)}`;
};
