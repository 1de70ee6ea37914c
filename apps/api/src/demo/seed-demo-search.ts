// Demo practitioners for search (issue 18): sixteen practices across five US cities, each signed up
// and given locations and services through the same commands users send, a few with an approved
// credential (verified). Office coordinates ride on the location (the profile's location work reads
// them from a place; here they are given directly) so distance ranking shows in the demo.
import type { Command } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { newCommandContext, type CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';
import type { LocationDefinition } from '#app/practice';
import type { Persistence } from '#app/persistence';
import { PracticesQuery } from '#projections';
import { SignUpCommand } from '../access/commands/sign-up/sign-up.command.js';
import { ChangePracticeCommand } from '../practice/commands/change-practice/change-practice.command.js';
import { ChangeProfileCommand } from '../profile/commands/change-profile/change-profile.command.js';

type Execute = <R extends CommandOutcome>(command: Command<R>) => Promise<R>;

interface City { name: string; state: string; zone: string; lat: number; lng: number }
const NYC: City = { name: 'Brooklyn', state: 'NY', zone: 'America/New_York', lat: 40.6782, lng: -73.9442 };
const MANHATTAN: City = { name: 'New York', state: 'NY', zone: 'America/New_York', lat: 40.7831, lng: -73.9712 };
const DENVER: City = { name: 'Denver', state: 'CO', zone: 'America/Denver', lat: 39.7392, lng: -104.9903 };
const AUSTIN: City = { name: 'Austin', state: 'TX', zone: 'America/Chicago', lat: 30.2672, lng: -97.7431 };
const PORTLAND: City = { name: 'Portland', state: 'OR', zone: 'America/Los_Angeles', lat: 45.5152, lng: -122.6784 };
const SF: City = { name: 'San Francisco', state: 'CA', zone: 'America/Los_Angeles', lat: 37.7749, lng: -122.4194 };

interface DemoPractitioner {
  pro: string;
  practice: string;
  city: City;
  /** Small offset of the office from the city centre (degrees). */
  at: [number, number];
  services: Array<[string, number, number]>;
  virtual?: boolean;
  verified?: boolean;
}

export const DEMO_PRACTITIONERS: DemoPractitioner[] = [
  { pro: 'Jordan Reyes', practice: 'Jordan Reyes Massage Therapy', city: NYC, at: [0.01, 0.02], services: [['Swedish Massage', 60, 9500], ['Deep Tissue Massage', 90, 14000]], verified: true },
  { pro: 'Priya Natarajan', practice: 'Lotus Acupuncture Studio', city: MANHATTAN, at: [-0.02, 0.01], services: [['Acupuncture', 60, 12000], ['Cupping Therapy', 45, 8000]], verified: true },
  { pro: 'Sam Okafor', practice: 'Harbor Sports Massage', city: MANHATTAN, at: [0.03, -0.01], services: [['Sports Massage', 60, 11000], ['Trigger Point Therapy', 60, 11000]] },
  { pro: 'Elena Petrova', practice: 'Elena Reiki and Energy Healing', city: NYC, at: [-0.01, -0.03], services: [['Reiki', 60, 8500], ['Chakra Balancing', 45, 7000]], virtual: true },
  { pro: 'Marcus Bell', practice: 'Mile High Massage', city: DENVER, at: [0.01, 0.01], services: [['Deep Tissue Massage', 60, 10000], ['Hot Stone Massage', 75, 12500]], verified: true },
  { pro: 'Hannah Lee', practice: 'Rocky Mountain Yoga Therapy', city: DENVER, at: [-0.02, 0.02], services: [['Yoga Therapy', 60, 9000], ['Restorative Yoga', 60, 7500]], virtual: true },
  { pro: 'Diego Alvarez', practice: 'Front Range Chiropractic', city: DENVER, at: [0.04, -0.02], services: [['Chiropractic Adjustment', 30, 7000], ['Spinal Decompression', 45, 9000]], verified: true },
  { pro: 'Grace Kim', practice: 'Austin Prenatal Massage', city: AUSTIN, at: [0.01, -0.01], services: [['Prenatal Massage', 60, 10500], ['Swedish Massage', 60, 9500]] },
  { pro: 'Tom Walsh', practice: 'Hill Country Craniosacral', city: AUSTIN, at: [-0.03, 0.02], services: [['Craniosacral Therapy', 60, 11500], ['Myofascial Release', 60, 11000]], verified: true },
  { pro: 'Aisha Rahman', practice: 'Mindful Breath Coaching', city: AUSTIN, at: [0.02, 0.03], services: [['Breathwork', 45, 6500], ['Meditation', 30, 4500]], virtual: true },
  { pro: 'Noah Fischer', practice: 'Rose City Thai Massage', city: PORTLAND, at: [0.01, 0.01], services: [['Thai Massage', 90, 13000], ['Foot Massage', 30, 5000]] },
  { pro: 'Lila Moreno', practice: 'Willamette Wellness Reflexology', city: PORTLAND, at: [-0.02, -0.01], services: [['Reflexology', 60, 8500], ['Aromatherapy Massage', 60, 10000]], verified: true },
  { pro: 'Kenji Watanabe', practice: 'Shiatsu by Kenji', city: SF, at: [0.01, -0.02], services: [['Shiatsu', 60, 12000], ['Acupressure', 45, 9000]], verified: true },
  { pro: 'Olivia Grant', practice: 'Golden Gate Lymphatic Massage', city: SF, at: [-0.01, 0.01], services: [['Lymphatic Drainage Massage', 60, 13000], ['Swedish Massage', 60, 11000]] },
  { pro: 'Ravi Shah', practice: 'Bay Area Ayurveda', city: SF, at: [0.03, 0.02], services: [['Abhyanga', 75, 14000], ['Marma Therapy', 60, 12000]], virtual: true },
  { pro: 'Chloe Martin', practice: 'Sunset Somatic Therapy', city: SF, at: [-0.03, -0.02], services: [['Somatic Experiencing', 60, 13500], ['Massage for Stress', 60, 10000]], virtual: true, verified: true },
];

export const emailOf = (name: string) => `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@demo-practitioners.example.com`;

export const seedDemoSearch = async (execute: Execute, persistence: Persistence, now: Date): Promise<void> => {
  const practices = new PracticesQuery(persistence.documents);
  const system = newCommandContext({ kind: 'system', id: 'demo-seed', name: 'Demo data' }, now);
  const support: CommandContext = newCommandContext({ kind: 'support', id: 'demo-support', name: 'Demo Support' }, now);
  for (const p of DEMO_PRACTITIONERS) {
    const signUp = await execute(
      new SignUpCommand({ name: p.pro, email: emailOf(p.pro), password: `demo-${randomUUID()}`, practiceName: p.practice, timeZone: p.city.zone }, system),
    );
    const { practiceId } = signUp;
    // A new practice starts with an 'Online' location and an initial consultation (first-offerings.ts).
    await persistence.runner.waitFor(signUp.position ?? null, ['practices']);
    const first = await practices.byId(practiceId);
    const online = first?.locations.find((l) => l.kind === 'virtual');
    const change = (c: ConstructorParameters<typeof ChangePracticeCommand>[1]) => execute(new ChangePracticeCommand(practiceId, c, system));
    const officeId = randomUUID();
    const office = {
      locationId: officeId, name: `${p.city.name} office`, kind: 'office', address: `${100 + DEMO_PRACTITIONERS.indexOf(p)} Main St, ${p.city.name}, ${p.city.state}`,
      city: p.city.name, stateProvince: p.city.state, country: 'US', timeZone: p.city.zone,
      latitude: Math.round((p.city.lat + p.at[0]) * 1e5) / 1e5, longitude: Math.round((p.city.lng + p.at[1]) * 1e5) / 1e5,
    } as LocationDefinition;
    await change({ type: 'UpsertLocation', data: office });
    const locationIds: string[] = [officeId];
    if (p.virtual && online) locationIds.push(online.locationId);
    for (const [name, minutes, cents] of p.services) {
      await change({ type: 'UpsertService', data: { serviceId: randomUUID(), name, description: `${name} with ${p.pro}.`, timeLength: minutes, amountCents: cents, addOn: false, public: true, locationIds } });
    }
    // In person only: the initial consultation (online) goes, so the practice is not offered as virtual.
    if (!p.virtual) for (const s of first?.services ?? []) await change({ type: 'RemoveService', serviceId: s.serviceId });
    if (p.verified) {
      const license = randomUUID();
      await execute(new ChangeProfileCommand({ type: 'SubmitCredential', input: { practiceId, proCredentialId: license, credentialId: 'lmt', issuerId: 'state-massage-board', stateIssued: p.city.state, licenseNumber: `MT-${1000 + DEMO_PRACTITIONERS.indexOf(p)}` } }, system));
      await execute(new ChangeProfileCommand({ type: 'ApproveCredential', practiceId, proCredentialId: license }, support));
    }
  }
};
