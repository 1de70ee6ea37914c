import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import buildGraphQLProvider from 'ra-data-graphql';
import { csrfFetch } from '../shared/csrfFetch';
import { buildQuery } from './buildQuery';

const client = new ApolloClient({
  link: new HttpLink({ uri: '/graphql', credentials: 'include', fetch: csrfFetch }),
  cache: new InMemoryCache(),
});

export const dataProvider = buildGraphQLProvider({
  client,
  buildQuery,
  introspection: false,
  // react-admin caches results itself (react-query); Apollo's normalised cache would only
  // try to merge lists such as pendingAppointments and warn about it.
  query: () => ({ fetchPolicy: 'no-cache' }),
});
