// Intake forms (issue 13 item 4): the designer's saves, sending a client the form, the fill page's
// calls and the client's intake fields. The e-mail goes through messaging's mailer and records.
import { Module } from '@nestjs/common';
import { MessagingModule } from '../messaging/messaging.module.js';
import { ClientIntakeFieldsResolver } from './client-intake-fields.resolver.js';
import { ChangeIntakeFormHandler } from './commands/change-intake-form/change-intake-form.handler.js';
import { SaveIntakeFormResponseHandler } from './commands/save-intake-form-response/save-intake-form-response.handler.js';
import { SendIntakeFormHandler } from './commands/send-intake-form/send-intake-form.handler.js';
import { IntakeFormFillResolver } from './intake-form-fill.resolver.js';
import { IntakeFormsResolver } from './intake-forms.resolver.js';

@Module({
  imports: [MessagingModule],
  providers: [IntakeFormsResolver, IntakeFormFillResolver, ClientIntakeFieldsResolver, ChangeIntakeFormHandler, SendIntakeFormHandler, SaveIntakeFormResponseHandler],
})
export class IntakeFormsModule {}
