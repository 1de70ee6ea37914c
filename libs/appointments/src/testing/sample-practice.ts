// A practice as its stream holds it (services, an add-on, an active and a disabled location), for
// the booking rules' tests.
import { fold } from '#app/es';
import { practiceDecider, type ActivePractice, type PracticeEvent } from '#app/practice';

export const samplePracticeEvents: PracticeEvent[] = [
  { type: 'PracticeCreated', data: { practiceId: 'p1', name: 'Calm', shortLink: 'calm', timeZone: 'America/New_York', owner: { proId: 'u', name: 'Sam', email: 'sam@example.com', phone: null } } },
  { type: 'ServiceUpserted', data: { serviceId: 'massage', name: 'Massage', description: 'd', timeLength: 60, amountCents: 9000, addOn: false, public: true, locationIds: [], variations: [{ variationId: 'v90', timeLength: 90, amountCents: 12000 }] } },
  { type: 'ServiceUpserted', data: { serviceId: 'stones', name: 'Hot stones', description: 'd', timeLength: 15, amountCents: 1500, addOn: true, public: true, locationIds: [] } },
  { type: 'LocationUpserted', data: { locationId: 'studio', name: 'Studio', kind: 'office', address: '1 Main St', timeZone: 'America/New_York' } },
  { type: 'LocationUpserted', data: { locationId: 'old', name: 'Old', kind: 'office', address: '2 Main St', timeZone: 'America/New_York' } },
  { type: 'LocationDisabled', data: { locationId: 'old' } },
];

export const samplePractice = (): ActivePractice => fold(practiceDecider, samplePracticeEvents) as ActivePractice;
