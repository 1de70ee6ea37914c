import { OutboxTexter } from './outbox-texter.js';
import type { Texter } from './texter.js';
import { TwilioTexter, type TwilioTexterOptions } from './twilio-texter.js';

/** Twilio when an account is configured, otherwise the outbox (every flow works offline). */
export const createTexter = (twilio: TwilioTexterOptions | null): Texter => (twilio ? new TwilioTexter(twilio) : new OutboxTexter());
