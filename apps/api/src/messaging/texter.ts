// The texts port's adapter for this process: Twilio when TWILIO_* is configured (through
// libs/config, the only code that reads the environment), otherwise the outbox.
import { loadConfig } from '#app/config';
import { createTexter, type Texter } from '#app/integrations';

export const TEXTER = Symbol('TEXTER');

export const loadTexter = (): Texter => {
  const { twilio } = loadConfig();
  return createTexter(twilio && { accountSid: twilio.accountSid, authToken: twilio.authToken, from: twilio.from, apiUrl: twilio.apiUrl ?? undefined });
};
