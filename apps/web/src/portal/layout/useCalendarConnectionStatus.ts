import { useCallback, useEffect, useState } from 'react';
import { usePermissions } from 'react-admin';
import { graphql } from '../../graphql';
import type { CalendarConnectionStatusQuery } from '../../graphql/graphql';
import { graphqlRequest } from '../../shared/graphqlRequest';
import type { UserKind } from '../currentUser';
import { useOnRefreshViews } from '../shared/refreshViews';

const STATUS = graphql(`query CalendarConnectionStatus { calendarIntegrations { connections { id providerName profileName errored } } }`);

export type CalendarConnectionSummary = CalendarConnectionStatusQuery['calendarIntegrations']['connections'][number];

/**
 * The pro's calendar connections as the side navigation needs them (the notice to connect one,
 * the 'Reconnect your calendar' modal); undefined until known, and for support accounts. Read
 * again after every command (useCommand refreshes the views), e.g. a connect or a disconnect.
 */
export function useCalendarConnectionStatus(): CalendarConnectionSummary[] | undefined {
  const { permissions } = usePermissions<UserKind>();
  const [connections, setConnections] = useState<CalendarConnectionSummary[] | undefined>(undefined);
  const pro = permissions === 'pro';
  const load = useCallback(async () => {
    if (!pro) return;
    try {
      setConnections((await graphqlRequest(STATUS)).calendarIntegrations.connections);
    } catch {
      // Nothing to nag about when it cannot be read.
    }
  }, [pro]);
  useEffect(() => {
    load();
  }, [load]);
  useOnRefreshViews(load);
  return pro ? connections : undefined;
}
