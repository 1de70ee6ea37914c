// The practice's communication settings (spec 002 §3, §7) and what they drive: the appointment
// reminder job. Sends through messaging's mailer and records like every appointment e-mail.
import { Module } from '@nestjs/common';
import { AppointmentReminders } from './appointment-reminders.job.js';
import { UpdateCommunicationSettingsHandler } from './commands/update-communication-settings/update-communication-settings.handler.js';
import { CommunicationSettingsResolver } from './communication-settings.resolver.js';
import { EmailTemplatePreviewResolver } from './email-template-preview.resolver.js';
import { MessagingModule } from './messaging.module.js';
import { SendAppointmentReminder } from './send-appointment-reminder.js';

@Module({
  imports: [MessagingModule],
  providers: [UpdateCommunicationSettingsHandler, CommunicationSettingsResolver, EmailTemplatePreviewResolver, SendAppointmentReminder, AppointmentReminders],
  exports: [AppointmentReminders],
})
export class CommunicationModule {}
