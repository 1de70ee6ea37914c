import type { TypedDocumentString } from '../graphql/graphql';
import { csrfFetch } from './csrfFetch';

export interface GraphQLErrorItem {
  message: string;
  extensions?: { code?: string };
}

/** A transport or GraphQL-level error (not a domain error in `errors: [...]`). */
export class GraphQLRequestError extends Error {
  constructor(
    message: string,
    readonly code?: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'GraphQLRequestError';
  }
}

/** An operation's variables: optional when it has none, or none that are required. */
export type VariablesOf<TVariables> = Record<string, never> extends TVariables ? [variables?: TVariables] : [variables: TVariables];

/**
 * POST one operation (a `graphql(...)` document, typed from the API's schema) to /graphql and
 * return its data, or throw GraphQLRequestError.
 */
export async function graphqlRequest<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  ...[variables]: VariablesOf<TVariables>
): Promise<TResult> {
  let response: Response;
  try {
    response = await csrfFetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: document.toString(), variables: variables ?? {} }),
    });
  } catch (error) {
    throw new GraphQLRequestError(error instanceof Error ? error.message : 'Network error');
  }
  let body: { data?: TResult; errors?: GraphQLErrorItem[] };
  try {
    body = await response.json();
  } catch {
    throw new GraphQLRequestError(`${response.status} ${response.statusText}`, undefined, response.status);
  }
  if (body.errors?.length) {
    const [first] = body.errors;
    throw new GraphQLRequestError(first.message, first.extensions?.code, response.status);
  }
  if (!body.data) throw new GraphQLRequestError('Empty response', undefined, response.status);
  return body.data;
}

/** The result shape every mutation returns. */
export interface MutationResult {
  result: string | null;
  errors: string[];
}
