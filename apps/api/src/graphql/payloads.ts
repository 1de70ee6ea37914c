// Mutations answer { result, errors } as the spec's calls do: 'success' or null with messages.
import { Logger } from '@nestjs/common';
import { Field, ObjectType } from '@nestjs/graphql';
import { DomainError } from '#app/es';

@ObjectType()
export class MutationResult {
  @Field(() => String, { nullable: true }) result: string | null;
  @Field(() => [String]) errors: string[];
}

export const UNEXPECTED_ERROR = 'Unexpected error. Please contact support if this persists.';
const logger = new Logger('Mutation');

export const success = <T extends object>(extra: T): T & MutationResult => ({ result: 'success', errors: [], ...extra });
export const failure = <T extends object>(message: string, extra: T): T & MutationResult => ({ result: null, errors: [message], ...extra });

type Fields<P> = Omit<P, 'result' | 'errors'>;

/** Runs a mutation body; rule violations become errors in the payload, anything else is logged. */
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
    logger.error((error as Error).stack ?? String(error));
    return failure(UNEXPECTED_ERROR, empty) as P;
  }
};
