// emailTemplatePreview: the Custom content tab's live preview (spec 002 §2), the e-mail as the
// client would get it with the content being typed, for the practice's next confirmed appointment
// (an example one when it has none). Checked by the same rule as saving; nothing is stored.
import { Inject } from '@nestjs/common';
import { Args, Context, Query, Resolver } from '@nestjs/graphql';
import { DomainError } from '#app/es';
import { loadState } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { exampleAppointment, previewCustomContent, type PreviewableTemplate } from '#app/messaging';
import { EVENT_STORE } from '#app/persistence';
import { CommunicationSettingsMessages, CUSTOMIZABLE_EMAIL_TEMPLATES, practiceDecider, practiceStreamId, validCustomContent } from '#app/practice';
import { AppointmentsQuery } from '#projections';
import { requirePro } from '../access/require-actor.js';
import type { RequestContext } from '../graphql/request-context.js';
import { Clock } from '../infrastructure/clock.js';
import { loadBilledAppointment, loadBillingPractice } from '../payments/invoices/billed-appointment.js';
import { EmailTemplatePreview } from './communication-settings.models.js';
import { MESSAGING_SETTINGS, type MessagingSettings } from './messaging-settings.js';

const LOOK_AHEAD_MS = 90 * 86_400_000;

@Resolver()
export class EmailTemplatePreviewResolver {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(MESSAGING_SETTINGS) private readonly settings: MessagingSettings,
    private readonly appointments: AppointmentsQuery,
    private readonly clock: Clock,
  ) {}

  @Query(() => EmailTemplatePreview, { description: 'name: appointment_confirmed | appointment_reminder; content: what the pro typed (empty: the default)' })
  async emailTemplatePreview(@Context() ctx: RequestContext, @Args('name') name: string, @Args('content', { type: () => String, nullable: true }) content?: string | null): Promise<EmailTemplatePreview> {
    const { practiceId } = requirePro(ctx);
    if (!(CUSTOMIZABLE_EMAIL_TEMPLATES as readonly string[]).includes(name)) throw new DomainError(CommunicationSettingsMessages.unknownTemplate);
    let customContent: string | null;
    try {
      customContent = validCustomContent(String(content ?? ''));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return { subject: null, text: null, html: null, renderedFor: '', error: error.message };
    }
    const now = this.clock.now();
    const { appointment, renderedFor } = await this.appointmentToShow(practiceId, now);
    const practice = await loadBillingPractice(this.store, practiceId);
    const mail = previewCustomContent({
      template: name as PreviewableTemplate, customContent, appointment, now,
      practitioner: practice.contact.practitioner, place: practice.placeOf(appointment.location.locationId), baseUrl: this.settings.publicBaseUrl,
    });
    return { ...mail, renderedFor, error: null };
  }

  /** The practice's next confirmed appointment, else an example tomorrow at 10:00. */
  private async appointmentToShow(practiceId: string, now: Date) {
    const upcoming = await this.appointments.holdingTimeOverlapping(practiceId, { from: now.toISOString(), to: new Date(now.getTime() + LOOK_AHEAD_MS).toISOString() });
    const next = upcoming.filter((a) => a.state === 'approved' && Date.parse(a.startsAt) > now.getTime()).sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))[0];
    if (next) {
      const { appointment } = await loadBilledAppointment(this.store, next.id);
      if (appointment.status !== 'none') return { appointment, renderedFor: `${appointment.client.firstName} ${appointment.client.lastName}`.trim() + "'s next appointment" };
    }
    const { state } = await loadState(this.store, practiceStreamId(practiceId), practiceDecider);
    if (state.status === 'none') throw new DomainError('Practice not found');
    const service = [...state.services.values()].find((s) => !s.addOn) ?? null;
    const location = [...state.locations.values()].find((l) => !service || service.locationIds.includes(l.locationId)) ?? null;
    return {
      appointment: exampleAppointment({
        practiceId, timeZone: location?.timeZone ?? state.practice.timeZone,
        service: service && { serviceId: service.serviceId, name: service.name, timeLength: service.timeLength, amountCents: service.amountCents },
        location: location && { locationId: location.locationId, name: location.name, kind: location.kind, timeZone: location.timeZone },
      }, now),
      renderedFor: 'an example appointment (you have no upcoming one yet)',
    };
  }
}
