// Mutations answer { result, errors } as the spec's calls do: 'success' or null with messages.
import { Field, ObjectType } from '@nestjs/graphql';
import { GraphQLError } from 'graphql';
import { DomainError } from '#app/es';
import { faultMessage, reportFault } from '../infrastructure/fault-report.js';

@ObjectType()
export class MutationResult {
  @Field(() => String, { nullable: true }) result: string | null;
  @Field(() => [String]) errors: string[];
}

export const success = <T extends object>(extra: T): T & MutationResult => ({ result: 'success', errors: [], ...extra });
export const failure = <T extends object>(message: string, extra: T): T & MutationResult => ({ result: null, errors: [message], ...extra });

const isAnswerCode = (code: unknown): boolean => typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR';

type Fields<P> = Omit<P, 'result' | 'errors'>;

/**
 * Runs a mutation body; rule violations become errors in the payload. Anything else is a fault: it
 * is logged with a correlation id, and the payload's error quotes that id for support.
 */
export const asPayload = async <P extends MutationResult>(
  empty: NoInfer<Fields<P>>,
  body: () => Promise<NoInfer<Fields<P>>>,
  /** Extra payload fields a rule violation carries (e.g. other free times). */
  fromError?: (error: DomainError) => Partial<NoInfer<Fields<P>>>,
): Promise<P> => {
  try {
    return success(await body()) as P;
  } catch (error) {
    if (error instanceof DomainError) return failure(error.message, { ...empty, ...fromError?.(error) }) as P;
    // a deliberate answer (not logged in, not found) stays the GraphQL error it is
    if (error instanceof GraphQLError && isAnswerCode(error.extensions?.code)) throw error;
    return failure(faultMessage(reportFault(error, 'a mutation')), empty) as P;
  }
};
