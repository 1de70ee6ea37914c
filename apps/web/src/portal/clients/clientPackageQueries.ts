// A client's open packages (spec 000 §3 openPackages) as a read-only resource ('clientPackages'),
// so react-admin caches and refreshes them with the rest of the profile: filter { clientId }.
import type { GetListParams } from 'react-admin';
import { graphql } from '../../graphql';
import type { ClientOpenPackagesQuery } from '../../graphql/graphql';
import { resourceQuery, type ResourceQueries } from '../resourceQuery';

export type ClientOpenPackage = NonNullable<ClientOpenPackagesQuery['client']>['openPackages'][number];

const OPEN_PACKAGES = graphql(`query ClientOpenPackages($clientId: ID!) {
  client(clientId: $clientId) { id openPackages { id serviceId name sessionsRemaining numberOfSessions createdAt } }
}`);

export const clientPackageQueries: ResourceQueries = {
  GET_LIST: ({ filter }: GetListParams) =>
    resourceQuery(OPEN_PACKAGES, { clientId: (filter as { clientId: string }).clientId }, (data) => {
      const packages = data.client?.openPackages ?? [];
      return { data: packages, total: packages.length };
    }),
};
