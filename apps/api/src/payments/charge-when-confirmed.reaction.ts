// Charge at booking (chargeClientCcAtBooking): the hold is charged as soon as the appointment is
// confirmed and holds a card, whichever comes last (the pro accepts a request that has a card,
// or a card is saved for a confirmed appointment). A reaction, so confirming stays an appointment
// decision that knows nothing of money; the charge decision is taken again on the stream, so a
// repeat of this reaction (at least once) or the day-of job's fallback never charges twice.
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { appointmentStreamId } from '#app/appointments';
import { defineReaction, DomainError, newCommandContext, NOTHING_DONE, type ReactionDefinition } from '#app/es';
import { storeLoader } from '#app/es-runtime';
import type { EventStore, RecordedEvent } from '#app/eventstore';
import { appointmentWithPaymentsDecider, dueAtBooking } from '#app/payments';
import { EVENT_STORE } from '#app/persistence';
import { Clock } from '../infrastructure/clock.js';
import { ChargeAppointmentCommand } from './commands/charge-appointment/charge-appointment.command.js';

@Injectable()
export class ChargeWhenConfirmed {
  private readonly logger = new Logger('ChargeAtBooking');

  readonly reaction: ReactionDefinition = defineReaction({
    name: 'charge-at-booking',
    eventTypes: ['AppointmentAccepted', 'PaymentHoldPlaced'],
    firstRun: 'end-of-log',
    react: (event) => this.react(event),
  });

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly commands: CommandBus,
    private readonly clock: Clock,
  ) {}

  /** NOTHING_DONE when nothing is due: decided on the stream as it is now, so deciding again later is harmless. */
  async react(event: RecordedEvent): Promise<void | typeof NOTHING_DONE> {
    const appointmentId = (event.data as { appointmentId: string }).appointmentId;
    const { appointment, payment } = await storeLoader(this.store).load(appointmentStreamId(appointmentId), appointmentWithPaymentsDecider);
    if (appointment.status === 'none' || !dueAtBooking(appointment, payment)) return NOTHING_DONE;
    const ctx = newCommandContext({ kind: 'system', id: 'charge-at-booking', name: 'Charge at booking' }, this.clock.now());
    try {
      await this.commands.execute(new ChargeAppointmentCommand(appointmentId, { by: 'pro', practiceId: appointment.practiceId }, 'appointment', 'booking', ctx));
    } catch (error) {
      // A refusal (cancelled meanwhile) is an answer, not a failure to retry.
      if (!(error instanceof DomainError)) throw error;
      this.logger.warn(`Charge at booking of ${appointmentId} refused: ${error.message}`);
    }
  }
}
