// spec 002 §9: the only values the booking settings accept.
import { DomainError } from '#app/es';
import { BUFFER_TIME_OPTIONS, LEAD_TIME_OPTIONS, START_TIME_INCREMENT_OPTIONS } from '#app/availability';
import type { BookingSettings, PracticeEvent } from './practice.js';
import { PracticeMessages as M } from './practice-messages.js';

const oneOf = (options: readonly number[], value: number | undefined, message: string) => {
  if (value !== undefined && !options.includes(value)) throw new DomainError(message);
};

export const MAX_CANCELLATION_POLICY = 250;

export const updateBookingSettings = (data: Partial<BookingSettings>): PracticeEvent[] => {
  oneOf(BUFFER_TIME_OPTIONS, data.appointmentBufferTime, M.bufferOption);
  oneOf(LEAD_TIME_OPTIONS, data.appointmentLeadTime, M.leadOption);
  oneOf(START_TIME_INCREMENT_OPTIONS, data.startTimeIncrement, M.incrementOption);
  const policy = data.cancellationPolicy === undefined ? undefined : data.cancellationPolicy?.trim() || null;
  if (policy && policy.length > MAX_CANCELLATION_POLICY) throw new DomainError(M.cancellationPolicyTooLong);
  const changes = Object.fromEntries(
    Object.entries({ ...data, cancellationPolicy: policy }).filter(([, v]) => v !== undefined),
  ) as Partial<BookingSettings>;
  return Object.keys(changes).length ? [{ type: 'BookingSettingsUpdated', data: changes }] : [];
};
