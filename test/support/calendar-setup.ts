// A practice ready for calendar tests: its pro, first service and location, an add-on and a client.
import { DateTime } from 'luxon';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { UPSERT_SERVICE } from './operations.js';
import { CREATE_CLIENT } from './calendar-operations.js';
import { signUpPro } from './test-server.js';

export const NY = 'America/New_York';
let phone = 100;

export const calendarPractice = async (server: RunningServer) => {
  const { client: pro, practice } = await signUpPro(server);
  const serviceId: string = practice.services[0].id;
  const locationId: string = practice.locations[0].id;
  const addOn = await pro.gql(UPSERT_SERVICE, { input: { name: 'Hot stones', description: 'Warm basalt stones', timeLength: 15, amountCents: 1500, addOn: true, public: true, locationIds: [] } });
  if (addOn.data?.upsertService?.result !== 'success') throw new Error(`add-on failed: ${JSON.stringify(addOn)}`);
  const addOnId: string = addOn.data.upsertService.service.id;
  const created = await pro.gql(CREATE_CLIENT, { client: { firstName: 'Grace', lastName: 'Hopper', email: `grace${++phone}@example.com`, phone: `(212) 555-0${phone}` } });
  if (created.data?.createClient?.result !== 'success') throw new Error(`client failed: ${JSON.stringify(created)}`);
  return { pro, practice, serviceId, locationId, addOnId, clientId: created.data.createClient.client.id as string };
};

/** A wall-clock time in New York `days` from today, YYYY-MM-DDTHH:mm:ss±HH:MM. */
export const nyAt = (days: number, hour: number, minute = 0): DateTime =>
  DateTime.now().setZone(NY).plus({ days }).set({ hour, minute, second: 0, millisecond: 0 });

export const iso = (at: DateTime): string => at.toISO({ suppressMilliseconds: true })!;
