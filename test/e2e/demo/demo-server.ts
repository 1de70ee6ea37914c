import type { RunningServer } from '../../../apps/api/src/bootstrap.js';

/** The one demo server the checks of test/e2e/seeded-demo.e2e-spec.ts share: started (and set here) before their tests run. */
export const demo = {} as { server: RunningServer };
