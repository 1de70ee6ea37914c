// A visitor's booking: load, check the request, decideBookingRequest, append atomically.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomBytes, randomUUID } from 'node:crypto';
import { BookingMessages, checkBookingRequest, decideBookingRequest, requestedContact, scheduleDecider, scheduleStreamId, visitorContactStreams } from '#app/appointments';
import { clientClaimDecider, visitorContactStreamIds } from '#app/clients';
import { isUuid, NotFoundError } from '#app/es';
import { handleDecision } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { EVENT_STORE } from '#app/persistence';
import { practiceDecider, practiceStreamId } from '#app/practice';
import { loadReturningClient } from '../../../clients/returning-client.js';
import { applyCodeToBooking } from '../../../coupons/redeem-at-booking.js';
import { applyGiftCardToBooking } from '../../../gift-cards/redeem-at-booking.js';
import { RequestAppointmentCommand, type RequestAppointmentResult } from './request-appointment.command.js';

@CommandHandler(RequestAppointmentCommand)
export class RequestAppointmentHandler implements ICommandHandler<RequestAppointmentCommand, RequestAppointmentResult> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ input, ctx, externalBusy }: RequestAppointmentCommand): Promise<RequestAppointmentResult> {
    if (!isUuid(input.practiceId)) throw new NotFoundError(BookingMessages.practiceNotFound);
    const ids = { appointmentId: randomUUID(), instantActionToken: randomBytes(24).toString('base64url'), newClientId: randomUUID(), noteId: randomUUID() };
    let autoAccept = false;
    const outcome = await handleDecision(this.store, ctx, async (loader) => {
      // Read at once, in one round trip while this practice's other bookings wait their turn: the
      // practice, its schedule and the visitor's client claims (loadReturningClient finds them read).
      const contact = requestedContact(input);
      const [practice, schedule] = await Promise.all([
        loader.load(practiceStreamId(input.practiceId), practiceDecider),
        loader.load(scheduleStreamId(input.practiceId), scheduleDecider),
        Promise.all(contact ? visitorContactStreamIds(input.practiceId, contact).map((id) => loader.load(id, clientClaimDecider)) : []),
      ]);
      const coupon = await applyCodeToBooking(loader, practice, checkBookingRequest(input, practice, ctx.now), input.discountCode, { appointmentId: ids.appointmentId, now: ctx.now });
      // A gift card pays what is left after the coupon.
      const giftCard = await applyGiftCardToBooking(loader, coupon.request, input.giftCardId, { appointmentId: ids.appointmentId, now: ctx.now });
      const request = giftCard.request;
      autoAccept = request.autoAccept;
      const returning = await loadReturningClient(loader, visitorContactStreams(request));
      return [...decideBookingRequest(request, ids, { schedule, returning, now: ctx.now, externalBusy }), ...coupon.parts, ...giftCard.parts];
    }, { maxAttempts: 10, oneAtATimeFor: scheduleStreamId(input.practiceId) }); // every booking of a practice meets on its schedule stream
    return { ...outcome, appointmentId: ids.appointmentId, instantActionToken: ids.instantActionToken, state: autoAccept ? 'approved' : 'pending' };
  }
}
