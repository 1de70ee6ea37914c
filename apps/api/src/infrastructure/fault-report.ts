// An error nobody meant as an answer (a failed query, a null where the schema promises a value, a
// bug) is a fault on our side: it is logged once with its stack under a fresh correlation id, and
// the caller gets that id to quote to support instead of the error's own words, which may say
// more about our internals than a caller should see and less than support needs.
import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';

const logger = new Logger('Fault');

export const faultMessage = (correlationId: string): string =>
  `Something went wrong on our side. Please contact support and quote reference ${correlationId}.`;

/** Logs the fault with where it happened and returns the correlation id the caller is given. */
export const reportFault = (error: unknown, where: string): string => {
  const correlationId = randomUUID();
  const stack = error instanceof Error ? error.stack : undefined;
  logger.error(`Fault ${correlationId} in ${where}: ${error instanceof Error ? error.message : String(error)}`, stack);
  return correlationId;
};
