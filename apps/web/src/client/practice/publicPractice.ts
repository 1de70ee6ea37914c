// A practice's public booking page data (spec 000 §3 "Practice (client view)"), by short link.
import { graphql } from '../../graphql';
import type { PublicPracticeQuery } from '../../graphql/graphql';
import { graphqlRequest } from '../../shared/graphqlRequest';

export type PublicPractice = NonNullable<PublicPracticeQuery['publicPractice']>;
/** `locationIds` empty means offered at every location. */
export type PublicService = PublicPractice['services'][number];
export type ServiceVariation = PublicService['variations'][number];
/** `kind` is office, home or virtual; `virtualType` video or phone. */
export type PublicLocation = PublicPractice['locations'][number];

const PUBLIC_PRACTICE = graphql(`
  query PublicPractice($shortLink: String!) {
    publicPractice(shortLink: $shortLink) {
      id name shortLink url timeZone
      user { name email phone }
      services { id name description timeLength amountCents addOn public locationIds variations { id timeLength amountCents } package allowedServiceIds photoUrl }
      locations { id name kind timeZone address city stateProvince zip virtualType virtualLink virtualInstructions state }
      bookingSettings { cancellationPolicy appointmentLeadTime }
      requireClientCcToBook paymentProvider paymentMode
      profile { title headline about location photoUrl }
      approvedCredentials { id kind name issuer stateIssued }
      specialties { id name }
      reviewsSummary { averageRating count }
      flags { discountCodesEnabled giftCardsEnabled }
    }
  }
`);

// Moving between the practice page and a service page should not fetch the practice again.
const cache = new Map<string, Promise<PublicPractice | null>>();

export function fetchPublicPractice(shortLink: string): Promise<PublicPractice | null> {
  const key = shortLink.toLowerCase();
  let pending = cache.get(key);
  if (!pending) {
    pending = graphqlRequest(PUBLIC_PRACTICE, { shortLink: key }).then((data) => data.publicPractice);
    pending.catch(() => cache.delete(key));
    cache.set(key, pending);
  }
  return pending;
}

/** The practice's active locations where a service is offered. */
export function locationsFor(practice: PublicPractice, service: PublicService): PublicLocation[] {
  const active = practice.locations.filter((location) => location.state === 'active');
  return service.locationIds.length === 0 ? active : active.filter((location) => service.locationIds.includes(location.id));
}

/** Add-ons that share at least one location with the service and are offered with it (allowedServiceIds). */
export function addOnsFor(practice: PublicPractice, service: PublicService): PublicService[] {
  const serviceLocations = new Set(locationsFor(practice, service).map((location) => location.id));
  return practice.services.filter(
    (candidate) =>
      candidate.addOn &&
      (candidate.locationIds.length === 0 || candidate.locationIds.some((id) => serviceLocations.has(id))) &&
      ((candidate.allowedServiceIds ?? []).length === 0 || (candidate.allowedServiceIds ?? []).includes(service.id)),
  );
}
