// Decides the send on what the practice's and the client's streams say, e-mails the link, and
// records the send with its e-mail (IntakeFormSent on the client's stream, which the mailbox
// shows) only once the e-mail went out. The record's id derives from this command's id: a retry
// of one request records it once; another request is another link and another e-mail.
import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { clientStreamId } from '#app/clients';
import { DomainError } from '#app/es';
import { storeLoader, streamEnd, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { clientIntakeDecider, decideIntakeFormSend, intakeFormDecider, intakeFormSentEvent, IntakeMessages } from '#app/intake-forms';
import { composeIntakeFormMail } from '#app/messaging';
import { EVENT_STORE } from '#app/persistence';
import { practiceStreamId } from '#app/practice';
import { MESSAGING_SETTINGS, type MessagingSettings } from '../../../messaging/messaging-settings.js';
import { SentEmails } from '../../../messaging/sent-emails.js';
import { SendIntakeFormCommand } from './send-intake-form.command.js';

@CommandHandler(SendIntakeFormCommand)
export class SendIntakeFormHandler implements ICommandHandler<SendIntakeFormCommand, CommandOutcome> {
  private readonly logger = new Logger('IntakeForms');

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(MESSAGING_SETTINGS) private readonly settings: MessagingSettings,
    private readonly sent: SentEmails,
  ) {}

  async execute({ practiceId, clientId, uniqueId, ctx }: SendIntakeFormCommand): Promise<CommandOutcome> {
    const loader = storeLoader(this.store);
    const practice = await loader.load(practiceStreamId(practiceId), intakeFormDecider);
    const client = await loader.load(clientStreamId(clientId), clientIntakeDecider);
    const send = decideIntakeFormSend({ practiceId, uniqueId, now: ctx.now }, practice, client);
    const from = practice.status === 'active' ? practice : null;
    const mail = composeIntakeFormMail({
      client: { firstName: send.firstName, lastName: send.lastName, email: send.to },
      practice: { name: from?.name ?? '' },
      practitioner: from?.owner ?? { name: '', email: '' },
      uniqueId,
      baseUrl: this.settings.publicBaseUrl,
    });
    const { template, to, replyTo, subject, text, html } = mail;
    try {
      await this.sent.sendOnce({ template, to, replyTo, subject, text, html }, {
        streamId: clientStreamId(clientId),
        recordedIds: new Set(),
        practiceId,
        cause: { eventId: ctx.commandId, metadata: { correlationId: ctx.correlationId } },
        event: ({ messageId, sentVia }) => {
          const { type, data } = intakeFormSentEvent(send, { messageId, sentVia, subject, template, text, html });
          return { type, data: { ...data } };
        },
      });
    } catch (error) {
      this.logger.error(`Intake form for client ${clientId} not sent: ${(error as Error).message}`);
      throw new DomainError(IntakeMessages.sendFailed);
    }
    return { events: [], position: await streamEnd(this.store, clientStreamId(clientId)) };
  }
}
