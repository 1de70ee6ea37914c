// The client's billing e-mails: the invoice a pro sends (sendClientInvoiceMutation) and the
// past-due reminder the job sends. Both go through messaging's mailer and are recorded like
// every appointment e-mail.
import { Module } from '@nestjs/common';
import { MessagingModule } from '../../messaging/messaging.module.js';
import { PastDueReminders } from '../past-due-reminders.job.js';
import { SendPastDueReminder } from '../send-past-due-reminder.js';
import { InvoicesResolver } from './invoices.resolver.js';
import { SendInvoiceHandler } from './send-invoice.handler.js';

@Module({
  imports: [MessagingModule],
  providers: [SendInvoiceHandler, InvoicesResolver, SendPastDueReminder, PastDueReminders],
  exports: [PastDueReminders],
})
export class BillingMailModule {}
