// The demo practice's feature flags: every one on but the website plan.
import { DEMO_LOGIN } from '../../../apps/api/src/demo/seed-demo-data.js';
import { LOG_IN } from '../../support/operations.js';
import { PRACTICE_FLAGS } from '../../support/practice-flags.js';
import { newClient } from '../../support/test-server.js';
import { demo } from './demo-server.js';

export const flagsDemo = () =>
  describe('practice flags', () => {
    it('has every flag on but the website plan (which would hide the Website Settings it demonstrates)', async () => {
      const pro = await newClient(demo.server);
      expect((await pro.gql(LOG_IN, DEMO_LOGIN)).data.logIn.result).toBe('success');
      const { websitePlan, ...others } = (await pro.gql(PRACTICE_FLAGS)).data.currentPractice.flags;
      expect(websitePlan).toBe(false);
      expect(Object.values(others).every((on) => on === true)).toBe(true);
    });
  });
