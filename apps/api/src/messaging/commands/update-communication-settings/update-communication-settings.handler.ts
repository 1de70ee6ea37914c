// One save, two homes, one atomic append: the reminder fields (or the e-mail templates) on the
// practice's communicationSettings stream, the past-due fields as payment settings on the practice
// stream (where the past-due job reads them). The practice must exist and be active either way.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { handleCommandAcrossStreams, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { communicationSettingsDecider, communicationSettingsStreamId, practiceDecider, practiceStreamId, splitCommunicationSettings } from '#app/practice';
import { EVENT_STORE } from '#app/persistence';
import { UpdateCommunicationSettingsCommand } from './update-communication-settings.command.js';

@CommandHandler(UpdateCommunicationSettingsCommand)
export class UpdateCommunicationSettingsHandler implements ICommandHandler<UpdateCommunicationSettingsCommand, CommandOutcome> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ practiceId, settings, ctx, emailTemplates }: UpdateCommunicationSettingsCommand): Promise<CommandOutcome> {
    const { reminders, pastDue } = splitCommunicationSettings(settings);
    return handleCommandAcrossStreams(this.store, ctx, [
      { streamId: practiceStreamId(practiceId), decider: practiceDecider, practiceId, command: { type: 'UpdatePaymentSettings', data: pastDue } },
      {
        streamId: communicationSettingsStreamId(practiceId),
        decider: communicationSettingsDecider,
        practiceId,
        command: emailTemplates ? { type: 'UpdateEmailTemplates', practiceId, templates: emailTemplates } : { type: 'UpdateReminderSettings', practiceId, data: reminders },
      },
    ]);
  }
}
