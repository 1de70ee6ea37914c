// An expected GraphQL error (not found, bad input) reaches the caller with its message and code,
// and is not logged as a server fault; a real fault still is logged.
import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { signUpPro, startTestServer } from '../support/test-server.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

it('answers a not-found client and a bad calendar range with their messages, without an error in the log', async () => {
  const pro = await signUpPro(server);
  const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  try {
    const missing = await pro.client.gql(`query($id: ID!) { client(clientId: $id) { id } }`, { id: '00000000-0000-4000-8000-000000000000' });
    expect(missing.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([['Client not found', 'NOT_FOUND']]);
    const range = await pro.client.gql(`query { calendarEvents(from: "not a date", to: "2026-12-01T00:00:00Z") { id } }`);
    expect(range.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const byExceptionsHandler = logged.mock.contexts.filter((logger) => (logger as unknown as { context?: string })?.context === 'ExceptionsHandler');
    expect(byExceptionsHandler).toHaveLength(0);
  } finally {
    logged.mockRestore();
  }
});
