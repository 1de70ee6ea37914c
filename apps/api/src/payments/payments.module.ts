import { Global, Module } from '@nestjs/common';
import { loadConfig } from '#app/config';
import { DATABASE } from '#app/persistence';
import type { SqlExecutor } from '#app/postgres';
import { AppointmentsModule } from '../appointments/appointments.module.js';
import { BOOKING_CARDS } from '../appointments/booking-cards.port.js';
import { BookingCardResolver } from './booking-card.resolver.js';
import { ProviderBookingCards } from './booking-cards.js';
import { ChargeWhenConfirmed } from './charge-when-confirmed.reaction.js';
import { ClientPaymentMethods } from './client-payment-methods.js';
import { ClientPaymentMethodsResolver } from './client-payment-methods.resolver.js';
import { ClientPaymentsResolver } from './client-payments.resolver.js';
import { AddTipHandler } from './commands/add-tip/add-tip.handler.js';
import { CreateAdjustmentHandler } from './commands/adjustments/create-adjustment.handler.js';
import { RemoveAdjustmentHandler } from './commands/adjustments/remove-adjustment.handler.js';
import { MarkPaidHandler, UndoMarkPaidHandler } from './commands/mark-paid/mark-paid.handlers.js';
import { AppointmentMoneyFields } from './appointment-money.resolver.js';
import { ProMoneyResolver } from './pro-money.resolver.js';
import { ChargeAppointmentHandler } from './commands/charge-appointment/charge-appointment.handler.js';
import { DetachCardHandler } from './commands/detach-card/detach-card.handler.js';
import { DetachClientCardHandler } from './commands/detach-client-card/detach-client-card.handler.js';
import { SaveClientCardHandler } from './commands/save-client-card/save-client-card.handler.js';
import { StartClientCardSetupHandler } from './commands/start-client-card-setup/start-client-card-setup.handler.js';
import { CapturePaypalPaymentHandler, CreatePaypalOrderHandler } from './commands/paypal/paypal.handlers.js';
import { SaveCardHandler } from './commands/save-card/save-card.handler.js';
import { StartCardSetupHandler } from './commands/start-card-setup/start-card-setup.handler.js';
import { PaymentConnectionsModule } from './connections/payment-connections.module.js';
import { BillingMailModule } from './invoices/billing-mail.module.js';
import { DayOfCharges } from './day-of-charges.job.js';
import { PaymentsDirectoryFields } from './directory/payments-directory.resolver.js';
import { createPaymentProviders, PAYMENT_PROVIDERS } from './payment-providers.js';
import { PaymentReactions } from './payment-reactions.js';
import { PaymentSettingsResolver } from './payment-settings.resolver.js';
import { PracticePaymentFields } from './practice-payment-fields.resolver.js';
import { SimulatedProviderController } from './simulated-provider.controller.js';

/** Money: the providers (global, the token page reads their mode), the payment commands and calls, the day-of job and charge at booking. */
@Global()
@Module({
  imports: [AppointmentsModule, PaymentConnectionsModule, BillingMailModule],
  controllers: [SimulatedProviderController],
  providers: [
    { provide: PAYMENT_PROVIDERS, useFactory: (db: SqlExecutor) => createPaymentProviders(db, loadConfig().payments), inject: [DATABASE] },
    ChargeAppointmentHandler,
    StartCardSetupHandler,
    SaveCardHandler,
    AddTipHandler,
    CreatePaypalOrderHandler,
    CapturePaypalPaymentHandler,
    DetachCardHandler,
    StartClientCardSetupHandler,
    SaveClientCardHandler,
    DetachClientCardHandler,
    MarkPaidHandler,
    UndoMarkPaidHandler,
    CreateAdjustmentHandler,
    RemoveAdjustmentHandler,
    ProMoneyResolver,
    AppointmentMoneyFields,
    ClientPaymentsResolver,
    ClientPaymentMethods,
    ClientPaymentMethodsResolver,
    PaymentSettingsResolver,
    DayOfCharges,
    ChargeWhenConfirmed,
    ProviderBookingCards,
    { provide: BOOKING_CARDS, useExisting: ProviderBookingCards },
    BookingCardResolver,
    PracticePaymentFields,
    PaymentsDirectoryFields,
    PaymentReactions,
  ],
  exports: [PAYMENT_PROVIDERS, BOOKING_CARDS, DayOfCharges, PaymentReactions],
})
export class PaymentsModule {}
