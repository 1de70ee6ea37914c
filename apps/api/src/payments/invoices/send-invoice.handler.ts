// sendClientInvoiceMutation: checks the channel (e-mail only until texts exist), loads the
// appointment and its money from its stream (the pro's own practice only), composes the invoice,
// its e-mail and its PDF, sends it and records it (EmailSent, its id from this command's: one
// request sends once; another request is another e-mail, as a pro who sends twice means it).
import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { appointmentStreamId, checkAccess } from '#app/appointments';
import { DomainError } from '#app/es';
import { streamEnd, type CommandOutcome } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { checkInvoiceable, checkInvoiceChannel, composeInvoiceMail, invoiceFor, InvoiceMessages, invoicePdfName, renderInvoicePdf } from '#app/messaging';
import { EVENT_STORE } from '#app/persistence';
import { MESSAGING_SETTINGS, type MessagingSettings } from '../../messaging/messaging-settings.js';
import { SentEmails } from '../../messaging/sent-emails.js';
import { loadBilledAppointment, loadBillingPractice } from './billed-appointment.js';
import { clientMailOn, toOutgoing } from './client-mail.js';
import { SendInvoiceCommand } from './send-invoice.command.js';

@CommandHandler(SendInvoiceCommand)
export class SendInvoiceHandler implements ICommandHandler<SendInvoiceCommand, CommandOutcome> {
  private readonly logger = new Logger('Invoices');

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(MESSAGING_SETTINGS) private readonly settings: MessagingSettings,
    private readonly sent: SentEmails,
  ) {}

  async execute({ appointmentId, practiceId, sendTo, ctx }: SendInvoiceCommand): Promise<CommandOutcome> {
    checkInvoiceChannel(sendTo);
    const billed = await loadBilledAppointment(this.store, appointmentId);
    const appointment = checkAccess(billed.appointment, { by: 'pro', practiceId });
    checkInvoiceable(appointment, ctx.now);
    const practice = await loadBillingPractice(this.store, appointment.practiceId);
    const sources = {
      appointment,
      payment: billed.payment,
      practice: practice.contact,
      place: practice.placeOf(appointment.location.locationId),
      currency: practice.settings.currency,
      baseUrl: this.settings.publicBaseUrl,
      issuedAt: ctx.now,
    };
    const invoice = invoiceFor(sources);
    const pdf = await renderInvoicePdf(invoice, { createdAt: ctx.now });
    const message = toOutgoing(composeInvoiceMail(invoice, sources), [{ filename: invoicePdfName(invoice), contentType: 'application/pdf', content: pdf }]);
    try {
      await this.sent.sendOnce(message, clientMailOn(appointment, { id: ctx.commandId, correlationId: ctx.correlationId }, message, billed.recordedIds));
    } catch (error) {
      this.logger.error(`Invoice for ${appointment.appointmentId} not sent: ${(error as Error).message}`);
      throw new DomainError(InvoiceMessages.failed);
    }
    return { events: [], position: await streamEnd(this.store, appointmentStreamId(appointment.appointmentId)) };
  }
}
