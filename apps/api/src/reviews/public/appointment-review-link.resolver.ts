// Appointment.reviewLink on the pro's appointment and on the client's token appointment: the full
// URL of the appointment's review link once it is approved and has started; null otherwise.
import { Inject } from '@nestjs/common';
import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { AppointmentsQuery, PracticesQuery } from '#projections';
import { Appointment } from '../../appointments/appointment.models.js';
import { TokenAppointment } from '../../appointments/token-appointment.models.js';
import { Clock } from '../../infrastructure/clock.js';
import { MESSAGING_SETTINGS, type MessagingSettings } from '../../messaging/messaging-settings.js';
import { appointmentReviewUrl, hasReviewLink } from './review-link-url.js';

const DESCRIPTION = "The appointment's review link for an approved appointment that has started; null otherwise";

abstract class ReviewLinkFields {
  constructor(
    protected readonly appointments: AppointmentsQuery,
    protected readonly practices: PracticesQuery,
    protected readonly clock: Clock,
    protected readonly settings: MessagingSettings,
  ) {}

  protected async link(appointmentId: string, facts: { state: string; startsAt: string; practiceId?: string; clientId?: string }): Promise<string | null> {
    if (!hasReviewLink(facts, this.clock.now())) return null;
    const doc = facts.practiceId && facts.clientId ? null : await this.appointments.byId(appointmentId);
    const practiceId = facts.practiceId ?? doc?.practiceId;
    const clientId = facts.clientId ?? doc?.client.clientId;
    const practice = practiceId ? await this.practices.byId(practiceId) : null;
    if (!practice || !clientId) return null;
    return appointmentReviewUrl(this.settings.publicBaseUrl, { shortLink: practice.shortLink, clientId, appointmentId });
  }
}

@Resolver(() => Appointment)
export class AppointmentReviewLinkField extends ReviewLinkFields {
  constructor(appointments: AppointmentsQuery, practices: PracticesQuery, clock: Clock, @Inject(MESSAGING_SETTINGS) settings: MessagingSettings) {
    super(appointments, practices, clock, settings);
  }

  @ResolveField(() => String, { nullable: true, description: DESCRIPTION })
  reviewLink(@Parent() appointment: Appointment): Promise<string | null> {
    return this.link(appointment.id, { state: appointment.state, startsAt: appointment.startsAt, practiceId: appointment.practiceId, clientId: appointment.client.clientId });
  }
}

@Resolver(() => TokenAppointment)
export class TokenAppointmentReviewLinkField extends ReviewLinkFields {
  constructor(appointments: AppointmentsQuery, practices: PracticesQuery, clock: Clock, @Inject(MESSAGING_SETTINGS) settings: MessagingSettings) {
    super(appointments, practices, clock, settings);
  }

  @ResolveField(() => String, { nullable: true, description: DESCRIPTION })
  reviewLink(@Parent() appointment: TokenAppointment): Promise<string | null> {
    return this.link(appointment.id, { state: appointment.state, startsAt: appointment.startsAt });
  }
}
