// The client's billing messages: the invoice a pro sends (sendClientInvoiceMutation) and the
// past-due reminders the job sends, by e-mail and by text. They go through messaging's mailer and
// texts port (AppointmentTexts) and are recorded like every appointment e-mail and text.
import { Module } from '@nestjs/common';
import { MessagingModule } from '../../messaging/messaging.module.js';
import { PastDueReminders } from '../past-due-reminders.job.js';
import { SendPastDueReminder } from '../send-past-due-reminder.js';
import { SendPastDueText } from '../send-past-due-reminder-text.js';
import { InvoicesResolver } from './invoices.resolver.js';
import { SendInvoiceHandler } from './send-invoice.handler.js';

@Module({
  imports: [MessagingModule],
  providers: [SendInvoiceHandler, InvoicesResolver, SendPastDueReminder, SendPastDueText, PastDueReminders],
  exports: [PastDueReminders],
})
export class BillingMailModule {}
