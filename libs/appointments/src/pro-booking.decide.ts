// The pro books one appointment or a whole recurring series (spec 001 §5 "Appointment save"). One
// decision over several streams: every occurrence is created approved; the practice's schedule
// holds every occurrence's time (refusing any overlap, naming the clashing times); a new client is
// created with its contact claims; a series records its sessions; a price marked "save" becomes
// the client's own price. Pure: the caller loads the states and appends the result atomically.
import { activeClientOf, clientDecider, clientStreamId, decideNewClient, evolveClient, initialClientState, type ClientEvent, type ClientState, type ContactClaims } from '#app/clients';
import { DomainError, NotFoundError, type StreamEvents } from '#app/es';
import { clientPackagesStreamId, decidePackageSessions, type ClientPackagesState } from '#app/packages';
import { checkRecurringAllowed, type PracticeState } from '#app/practice';
import { appointmentStreamId, type ClientSnapshot, type PackageSessionInfo, type ServiceLine } from './appointment.js';
import { appointmentDecider } from './appointment.decide.js';
import { appointmentSeriesStreamId, seriesDecider } from './appointment-series.js';
import { checkProLocation, checkProServices, ProBookingMessages, totalCents, type ProBookingInput } from './pro-booking.js';
import { scheduleDecider, scheduleStreamId, type ScheduleState } from './schedule.js';
import { occurrencesOf } from './series-times.js';

/** Ids made by the caller: the same index gives the same ids on every round of a decision. */
export interface BookingIds {
  appointment(index: number): { appointmentId: string; instantActionToken: string };
  seriesId: string;
  newClientId: string;
  noteId: string;
  customPriceId(index: number): string;
  /** The package sold when the client books a package service without an open package of it. */
  packageId: string;
}

/** Who the pro books for: an existing client (its state), or a new client (the claims of its e-mail and phone). */
export type BookingClient = { kind: 'existing'; state: ClientState } | { kind: 'new'; claims: ContactClaims };

export interface ProBookingDecision {
  appends: StreamEvents[];
  appointmentIds: string[];
  seriesId: string | null;
  clientId: string;
}

const snapshotOf = (state: ClientState): ClientSnapshot => {
  if (state.status === 'none') throw new NotFoundError('Client not found');
  const { firstName, lastName, email, phone } = state.profile;
  if (!email && !phone) throw new DomainError(ProBookingMessages.noContact);
  return { clientId: state.clientId, firstName, lastName, email: email ?? '', phone: phone ?? '' };
};

export const decideProBooking = (
  command: { input: ProBookingInput; ids: BookingIds; now: Date },
  /** packages: the client's packages stream (`clientPackages-<clientId>`; empty for a new client). */
  given: { practice: PracticeState; schedule: ScheduleState; client: BookingClient; packages: ClientPackagesState },
): ProBookingDecision => {
  const { input, ids, now } = command;
  const { practice } = given;
  if (practice.status === 'none') throw new NotFoundError('Practice not found');
  const { practiceId } = practice.practice;
  checkRecurringAllowed(practice.flags, input.times?.kind === 'series');
  const services = checkProServices(input.services, practice);
  const location = checkProLocation(input.locationId, practice);
  const { times, series } = occurrencesOf(input.times, location.timeZone, now);
  const { owner } = practice.practice;
  // The client: existing (active, this practice's), or created here with its claims.
  let clientEvents: StreamEvents[] = [];
  let client: ClientState;
  if (given.client.kind === 'existing') {
    client = activeClientOf(given.client.state, practiceId);
  } else {
    if (!input.newClient) throw new DomainError(ProBookingMessages.clientRequired);
    const request = { practiceId, clientId: ids.newClientId, input: input.newClient, practiceContact: { email: owner.email, phone: owner.phone }, noteId: ids.noteId, now };
    clientEvents = decideNewClient(request, given.client.claims);
    client = (clientEvents[0].events as ClientEvent[]).reduce(evolveClient, initialClientState());
  }
  const snapshot = snapshotOf(client);
  const occurrences = times.map((t, i) => ({ ...ids.appointment(i), ...t }));
  const seriesInfo = series ? { seriesId: ids.seriesId, ...series } : null;
  // A package service: every occurrence uses a session of the client's open package of it, or of
  // the package this booking sells (whose first appointment carries the price; the others are prepaid).
  const packageService = practice.services.get(services[0].serviceId)!;
  const packageSessions = packageService.package
    ? decidePackageSessions(
        {
          practiceId, clientId: snapshot.clientId, appointmentIds: occurrences.map((o) => o.appointmentId), newPackageId: ids.packageId,
          packagesEnabled: practice.flags.packagesEnabled, packageId: input.packageId,
          service: { serviceId: packageService.serviceId, name: packageService.name, numberOfSessions: packageService.numberOfSessions, amountCents: services[0].amountCents },
        },
        given.packages,
      )
    : null;
  const sessionOf = (i: number): { packageSession: PackageSessionInfo | null; lines: ServiceLine[] } => {
    if (!packageSessions) return { packageSession: null, lines: services };
    const { packageId, numberOfSessions, sessionNumbers, sold } = packageSessions;
    return {
      packageSession: { packageId, sessionNumber: sessionNumbers[i], numberOfSessions },
      lines: sold && i === 0 ? services : services.map((l) => ({ ...l, amountCents: 0 })),
    };
  };
  const appointments = occurrences.map(({ appointmentId, instantActionToken, startsAt, endsAt }, i) => ({
    streamId: appointmentStreamId(appointmentId),
    practiceId,
    events: appointmentDecider.decide(
      {
        type: 'CreateProAppointment',
        data: {
          appointmentId, practiceId, instantActionToken, client: snapshot, services: sessionOf(i).lines, location, startsAt, endsAt,
          timeZone: location.timeZone, amountCents: totalCents(sessionOf(i).lines), bookedBy: 'pro', source: 'web',
          practitionerNote: input.practitionerNote ?? null, series: seriesInfo,
          ...(packageSessions ? { packageSession: sessionOf(i).packageSession } : {}),
        },
      },
      appointmentDecider.initialState(),
    ),
  }));
  const reservations = occurrences.map(({ appointmentId, startsAt, endsAt }) => ({ appointmentId, startsAt, endsAt }));
  const schedule = {
    streamId: scheduleStreamId(practiceId),
    practiceId,
    events: scheduleDecider.decide({ type: 'ReserveTimes', reservations, checkOverlap: true, timeZone: location.timeZone }, given.schedule),
  };
  const appointmentIds = occurrences.map((o) => o.appointmentId);
  const seriesEvents: StreamEvents[] = series
    ? [{ streamId: appointmentSeriesStreamId(ids.seriesId), practiceId, events: seriesDecider.decide({ type: 'ScheduleSeries', seriesId: ids.seriesId, practiceId, appointmentIds }, seriesDecider.initialState()) }]
    : [];
  // spec 001 §7 saveCustomPrice: the price becomes the client's price for that service.
  const prices: StreamEvents = { streamId: clientStreamId(snapshot.clientId), practiceId, events: [] };
  input.services.forEach((line, i) => {
    if (!line.saveCustomPrice) return;
    const saved = clientDecider.decide(
      { type: 'SaveCustomPrice', customPriceId: ids.customPriceId(i), serviceId: line.serviceId, variationId: line.variationId ?? null, amountCents: line.amountCents },
      client,
    );
    client = saved.reduce(evolveClient, client);
    prices.events.push(...saved);
  });
  const packageEvents: StreamEvents[] = packageSessions ? [{ streamId: clientPackagesStreamId(snapshot.clientId), practiceId, events: packageSessions.events }] : [];
  return {
    appends: [schedule, ...appointments, ...seriesEvents, ...clientEvents, prices, ...packageEvents],
    appointmentIds,
    seriesId: series ? ids.seriesId : null,
    clientId: snapshot.clientId,
  };
};
