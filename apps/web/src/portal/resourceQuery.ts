// What a resource's queries file gives the data provider (see buildQuery.ts), and the helper
// that turns one typed operation into what ra-data-graphql runs. This file imports no resource,
// so the resources and the registry both depend on it and not on each other.
import { parse, type DocumentNode } from 'graphql';
import type { BuildQueryResult } from 'ra-data-graphql';
import type { TypedDocumentString } from '../graphql/graphql';

/** One resource's operations by react-admin fetch type (GET_LIST, GET_ONE, CREATE, UPDATE, DELETE). */
export type ResourceQueries = Partial<Record<string, (params: any) => BuildQueryResult>>;

const parsed = new Map<string, DocumentNode>();

/** Apollo (under ra-data-graphql) runs parsed documents; each is parsed once. */
function documentNode<TResult, TVariables>(document: TypedDocumentString<TResult, TVariables>): DocumentNode {
  const source = document.toString();
  let node = parsed.get(source);
  if (!node) {
    node = parse(source);
    parsed.set(source, node);
  }
  return node;
}

/** A react-admin fetch as one operation: its variables, and how its data becomes react-admin's result. */
export function resourceQuery<TResult, TVariables, TOutcome>(
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
  parseResponse: (data: TResult) => TOutcome,
): BuildQueryResult {
  return {
    query: documentNode(document),
    variables: variables as Record<string, unknown>,
    parseResponse: ({ data }) => parseResponse(data as TResult),
  };
}
