// The public booking call: no login, a visitor asks a practice for a time.
import { Inject, Logger, Optional, UseGuards } from '@nestjs/common';
import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import { DomainError, isUuid, newCommandContext } from '#app/es';
import { CalendarConnectionsQuery, GiftCardsQuery } from '#projections';
import { GiftCardMessages, normaliseGiftCardCode } from '#app/gift-cards';
import { SlotTakenError } from '#app/appointments';
import { GqlThrottlerGuard } from '../graphql/gql-throttler.guard.js';
import { asPayload } from '../graphql/payloads.js';
import { originOf, type RequestContext } from '../graphql/request-context.js';
import { CommandSender } from '../infrastructure/command-sender.js';
import { Clock } from '../infrastructure/clock.js';
import { RequestAppointmentInput, RequestAppointmentPayload } from './appointment.models.js';
import { BOOKING_CARDS, type BookingCards } from './booking-cards.port.js';
import { RequestAppointmentCommand } from './commands/request-appointment/request-appointment.command.js';

const DAY_MS = 86_400_000;

@UseGuards(GqlThrottlerGuard)
@Resolver()
export class RequestAppointmentResolver {
  private readonly logger = new Logger('Booking');

  constructor(
    private readonly commands: CommandSender,
    private readonly clock: Clock,
    private readonly calendarConnections: CalendarConnectionsQuery,
    private readonly giftCards: GiftCardsQuery,
    @Optional() @Inject(BOOKING_CARDS) private readonly cards?: BookingCards,
  ) {}

  @Mutation(() => RequestAppointmentPayload)
  requestAppointment(@Args('input') input: RequestAppointmentInput, @Context() ctx: RequestContext): Promise<RequestAppointmentPayload> {
    const visitor = { kind: 'visitor' as const, id: 'anonymous', name: `${input.firstName} ${input.lastName}`.trim().slice(0, 201) };
    const empty = { appointmentId: null, instantActionToken: null, state: null, nextAvailableTimes: [] as string[] };
    return asPayload(empty, async () => {
      const { setupIntentSecret, cardSourceId, ...booking } = input;
      const card = { setupIntentSecret, cardSourceId };
      // A card the page saved is checked with the provider before the request is decided.
      const giftCardId = await this.giftCardOf(input.practiceId, input.giftCardCode);
      const cardConfirmed = this.cards ? await this.cards.confirm(input.practiceId, card) : false;
      const context = newCommandContext(visitor, this.clock.now(), originOf(ctx));
      const result = await this.commands.send(
        // All projections: the visitor's next availability query and the pro's inbox both reflect it.
        new RequestAppointmentCommand({ ...booking, cardConfirmed, giftCardId }, context, await this.externalBusyAround(booking.practiceId, booking.startsAt)),
      );
      // Then it becomes the client's card and the appointment's hold (charged on the day). The
      // booking stands if this fails: the client's page then offers 'Add credit card'.
      if (cardConfirmed) {
        await this.cards!.record(result.appointmentId, result.instantActionToken, card, context).catch((error: Error) => {
          this.logger.error(`Card of booking ${result.appointmentId} not saved: ${error.message}`);
        });
      }
      return { appointmentId: result.appointmentId, instantActionToken: result.instantActionToken, state: result.state, nextAvailableTimes: [] };
    }, (error) => (error instanceof SlotTakenError ? { nextAvailableTimes: error.nextAvailableTimes } : {}));
  }

  /** The practice's card of a typed gift card code (the decision checks its balance on the card's stream). */
  private async giftCardOf(practiceId: unknown, code: string | null | undefined): Promise<string | null> {
    if (code === null || code === undefined || !String(code).trim()) return null;
    const key = normaliseGiftCardCode(code);
    const found = isUuid(practiceId) && key && key.length <= 40 ? await this.giftCards.byCode(practiceId.toLowerCase(), key) : null;
    if (!found) throw new DomainError(GiftCardMessages.cardNotFound);
    return found.id;
  }

  /**
   * Busy time in the pro's connected calendars (conflict checking on) from a day before the
   * request to two weeks after: the slot itself, and the next times offered if it is not free.
   */
  private async externalBusyAround(practiceId: unknown, startsAt: unknown) {
    const start = typeof startsAt === 'string' ? Date.parse(startsAt) : NaN;
    const [from, to] = [new Date(start - DAY_MS), new Date(start + 14 * DAY_MS)];
    if (!isUuid(practiceId) || Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return []; // the decision refuses such a time
    return this.calendarConnections.busyBetween(practiceId, from, to);
  }
}
