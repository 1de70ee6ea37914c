import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { GraphQLError } from 'graphql';
import { DomainError } from '#app/es';
import { asPayload, type MutationResult } from './payloads.js';

type Payload = MutationResult & { appointmentId: string | null };
const run = (body: () => Promise<{ appointmentId: string | null }>) => asPayload<Payload>({ appointmentId: null }, body);

let logged: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
});
afterEach(() => logged.mockRestore());

it('answers success with the fields, and a broken rule with its message, unlogged', async () => {
  expect(await run(async () => ({ appointmentId: 'a1' }))).toEqual({ result: 'success', errors: [], appointmentId: 'a1' });
  expect(await run(async () => Promise.reject(new DomainError('Please choose a service.')))).toEqual({ result: null, errors: ['Please choose a service.'], appointmentId: null });
  expect(logged).not.toHaveBeenCalled();
});

it('lets a deliberate GraphQL error (not logged in) through as it is', async () => {
  const notLoggedIn = new GraphQLError('Please log in.', { extensions: { code: 'UNAUTHENTICATED' } });
  await expect(run(async () => Promise.reject(notLoggedIn))).rejects.toBe(notLoggedIn);
});

it('answers a fault with a reference that the log line carries', async () => {
  const answer = await run(async () => Promise.reject(new Error('connection reset')));
  const [message] = answer.errors;
  const reference = /quote reference ([0-9a-f-]{36})\.$/.exec(message)?.[1];
  expect(message).toMatch(/^Something went wrong on our side\. Please contact support and quote reference /);
  expect(answer).toMatchObject({ result: null, appointmentId: null });
  expect(String(logged.mock.calls[0][0])).toContain(reference);
  expect(String(logged.mock.calls[0][0])).toContain('connection reset');
});
