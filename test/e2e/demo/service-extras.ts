// The demo's service with its own hours (weekday mornings) and a photo.
import { DateTime } from 'luxon';
import request from 'supertest';
import { DEMO_LOGIN } from '../../../apps/api/src/demo/seed-demo-data.js';
import { LOG_IN } from '../../support/operations.js';
import { freeSlots, newClient } from '../../support/test-server.js';
import { demo } from './demo-server.js';

const SERVICES = `{ currentPractice(includePrivate: true, includeAddOns: true) { id shortLink
  services { id name locationIds availableTimesEnabled photoUrl } locations { id timeZone } } }`;

interface Service {
  id: string;
  name: string;
  locationIds: string[];
  availableTimesEnabled: boolean;
  photoUrl: string | null;
}

export const serviceExtrasDemo = () =>
  describe('service extras', () => {
    it('has a service with its own hours (weekday mornings) and a photo, offered only then', async () => {
      const pro = await newClient(demo.server);
      expect((await pro.gql(LOG_IN, DEMO_LOGIN)).data.logIn.result).toBe('success');
      const practice = (await pro.gql(SERVICES)).data.currentPractice as { id: string; shortLink: string; services: Service[]; locations: Array<{ id: string; timeZone: string }> };
      const express = practice.services.find((s) => s.name === 'Morning express massage')!;
      expect(express).toMatchObject({ availableTimesEnabled: true, photoUrl: expect.stringMatching(/^\/files\/\w+$/) });
      const studio = practice.locations.find((l) => l.id === express.locationIds[0])!;
      const visitor = await newClient(demo.server);
      const slots = await freeSlots(visitor, { ...practice, services: [{ id: express.id }], locations: [studio] });
      expect(slots.length).toBeGreaterThan(0);
      for (const time of slots) {
        const local = DateTime.fromISO(time, { zone: studio.timeZone });
        expect([local.weekday <= 5, local.hour >= 9, local.hour * 60 + local.minute + 30 <= 12 * 60]).toEqual([true, true, true]);
      }
      expect((await request(demo.server.url).get(express.photoUrl!)).status).toBe(200);
    });
  });
