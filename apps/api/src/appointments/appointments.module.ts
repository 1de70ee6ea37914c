import { Module } from '@nestjs/common';
import { AppointmentHistoryResolver } from './appointment-history.resolver.js';
import { AppointmentsResolver } from './appointments.resolver.js';
import { AcceptAppointmentHandler } from './commands/accept-appointment/accept-appointment.handler.js';
import { CancelAppointmentHandler } from './commands/cancel-appointment/cancel-appointment.handler.js';
import { DeclineAppointmentHandler } from './commands/decline-appointment/decline-appointment.handler.js';
import { RequestAppointmentHandler } from './commands/request-appointment/request-appointment.handler.js';
import { RequestAppointmentResolver } from './request-appointment.resolver.js';
import { ProAppointmentsResolver } from './pro-appointments.resolver.js';
import { CreateProAppointmentsHandler } from './commands/create-pro-appointments/create-pro-appointments.handler.js';
import { UpdateAppointmentHandler } from './commands/update-appointment/update-appointment.handler.js';
import { ResendConfirmationHandler } from './commands/resend-confirmation/resend-confirmation.handler.js';
import { TokenAppointmentResolver } from './token-appointment.resolver.js';
import { TokenAppointmentCalendar } from './token-appointment-calendar.js';
import { loadMessagingSettings, MESSAGING_SETTINGS } from '../messaging/messaging-settings.js';

@Module({
  providers: [
    AppointmentsResolver,
    AppointmentHistoryResolver,
    RequestAppointmentResolver,
    TokenAppointmentResolver,
    TokenAppointmentCalendar,
    { provide: MESSAGING_SETTINGS, useFactory: loadMessagingSettings },
    RequestAppointmentHandler,
    AcceptAppointmentHandler,
    DeclineAppointmentHandler,
    CancelAppointmentHandler,
    ProAppointmentsResolver,
    CreateProAppointmentsHandler,
    UpdateAppointmentHandler,
    ResendConfirmationHandler,
  ],
  exports: [TokenAppointmentResolver],
})
export class AppointmentsModule {}
