// What messages need from the practice's stream: who the pro is, where its locations are (the
// address or virtual link as the practice holds them now) and its public booking page; and its own
// content of the customizable e-mails (communicationSettings stream).
import { loadState } from '#app/es-runtime';
import type { EventStore } from '#app/eventstore';
import { locationPlace, type LocationPlace, type Practitioner } from '#app/messaging';
import { communicationSettingsDecider, communicationSettingsStreamId, practiceDecider, practiceStreamId } from '#app/practice';

export interface MessagePractice {
  name: string;
  shortLink: string;
  practitioner: Practitioner;
  /** Null for a location the practice no longer has. */
  placeOf(locationId: string): LocationPlace | null;
  /** The pro's content of customizable e-mails, by template (spec 002 §3 Email template). */
  customContent: Partial<Record<string, string>>;
}

export const loadMessagePractice = async (store: EventStore, practiceId: string): Promise<MessagePractice> => {
  // Both at once: the store reads them in one statement.
  const [{ state }, { state: communication }] = await Promise.all([
    loadState(store, practiceStreamId(practiceId), practiceDecider),
    loadState(store, communicationSettingsStreamId(practiceId), communicationSettingsDecider),
  ]);
  if (state.status === 'none') throw new Error(`Practice ${practiceId} not found`);
  const { name, shortLink, owner } = state.practice;
  return {
    customContent: communication.customContent,
    name,
    shortLink,
    practitioner: { name: owner.name, email: owner.email },
    placeOf: (locationId) => {
      const location = state.locations.get(locationId);
      return location ? locationPlace(location) : null;
    },
  };
};
