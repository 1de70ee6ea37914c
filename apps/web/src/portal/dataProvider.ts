import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import buildGraphQLProvider from 'ra-data-graphql';
import { csrfFetch } from '../shared/csrfFetch';
import { buildQuery } from './buildQuery';
import { locationCommands } from './locations/locationCommands';

const client = new ApolloClient({
  link: new HttpLink({ uri: '/graphql', credentials: 'include', fetch: csrfFetch }),
  cache: new InMemoryCache(),
});

const graphqlProvider = buildGraphQLProvider({
  client,
  buildQuery,
  introspection: false,
  // react-admin caches results itself (react-query); Apollo's normalised cache would only
  // try to merge lists such as pendingAppointments and warn about it.
  query: () => ({ fetchPolicy: 'no-cache' }),
});

// Commands that are neither a create, an update nor a delete are the provider's own methods
// (react-admin's "custom methods"), called through useDataProvider().
export const dataProvider = { ...graphqlProvider, ...locationCommands };
export type PortalDataProvider = typeof dataProvider;
