// The pro's communication settings (spec 002 §3, §7 updateCommunicationSettings): always those of
// the signed-in pro's own practice. Read from the event store (two short streams, never a lagging
// read model), so the page shows what was just saved.
import { Inject } from '@nestjs/common';
import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { DomainError, newCommandContext } from '#app/es';
import { loadState } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { EVENT_STORE } from '#app/persistence';
import { defaultContentOf } from '#app/messaging';
import {
  communicationSettingsDecider,
  communicationSettingsStreamId,
  CUSTOMIZABLE_EMAIL_TEMPLATES,
  defaultPaymentSettings,
  EMAIL_TEMPLATE_VARIABLES,
  practiceDecider,
  practiceStreamId,
  REMINDER_MINUTES_OPTIONS,
  type CommunicationSettings,
} from '#app/practice';
import { requirePro } from '../access/require-actor.js';
import { toEventActor } from '../access/session-actor.js';
import { asPayload } from '../graphql/payloads.js';
import { originOf, type RequestContext } from '../graphql/request-context.js';
import { Clock } from '../infrastructure/clock.js';
import { CommandSender } from '../infrastructure/command-sender.js';
import { UpdateCommunicationSettingsCommand } from './commands/update-communication-settings/update-communication-settings.command.js';
import { CommunicationSettingsInput, CommunicationSettingsPayload, CommunicationSettingsView } from './communication-settings.models.js';

@Resolver()
export class CommunicationSettingsResolver {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly commands: CommandSender,
    private readonly clock: Clock,
  ) {}

  private async view(practiceId: string): Promise<CommunicationSettingsView> {
    const { state: practice } = await loadState(this.store, practiceStreamId(practiceId), practiceDecider);
    if (practice.status === 'none') throw new DomainError('Practice not found');
    const { state } = await loadState(this.store, communicationSettingsStreamId(practiceId), communicationSettingsDecider);
    const payments = { ...defaultPaymentSettings, ...practice.payments };
    return {
      ...state.reminders,
      paymentPastDueEmailEnabled: payments.paymentPastDueEmailEnabled,
      paymentPastDueTextEnabled: payments.paymentPastDueTextEnabled,
      paymentPastDueEmailMinutes: payments.paymentPastDueEmailMinutes,
      paymentPastDueTextMinutes: payments.paymentPastDueTextMinutes,
      reminderMinutesOptions: [...REMINDER_MINUTES_OPTIONS],
      emailTemplates: CUSTOMIZABLE_EMAIL_TEMPLATES.map((name) => {
        const customContent = state.customContent[name] ?? null;
        const defaultContent = defaultContentOf(name) ?? '';
        return { name, customContent, defaultContent, allowedVariables: [...EMAIL_TEMPLATE_VARIABLES], content: customContent ?? defaultContent };
      }),
    };
  }

  @Query(() => CommunicationSettingsView)
  communicationSettings(@Context() ctx: RequestContext): Promise<CommunicationSettingsView> {
    return this.view(requirePro(ctx).practiceId);
  }

  @Mutation(() => CommunicationSettingsPayload)
  updateCommunicationSettings(@Context() ctx: RequestContext, @Args('input') input: CommunicationSettingsInput): Promise<CommunicationSettingsPayload> {
    const pro = requirePro(ctx);
    const { emailTemplates, ...fields } = input;
    const given = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null && v !== undefined)) as Partial<CommunicationSettings>;
    return asPayload<CommunicationSettingsPayload>(
      { communicationSettings: null, error: null },
      async () => {
        const context = newCommandContext(toEventActor(pro), this.clock.now(), originOf(ctx));
        await this.commands.send(new UpdateCommunicationSettingsCommand(pro.practiceId, given, context, emailTemplates?.map(({ name, content }) => ({ name, content })) ?? null));
        return { communicationSettings: await this.view(pro.practiceId), error: null };
      },
      (error) => ({ error: error.message }),
    );
  }
}
