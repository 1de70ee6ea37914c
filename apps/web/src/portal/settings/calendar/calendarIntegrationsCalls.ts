// The Calendar Integrations page's calls (spec 002 §7): one read of the connections, and each
// change as its own command answering { result, errors } (CommandRejected on a refusal).
import { graphql } from '../../../graphql';
import type { CalendarIntegrationsPageQuery } from '../../../graphql/graphql';
import { graphqlRequest } from '../../../shared/graphqlRequest';
import { requireSuccess } from '../../shared/commandRejected';

const INTEGRATIONS = graphql(`query CalendarIntegrationsPage {
  calendarIntegrations {
    conflictChecking
    subscriptionPath
    writeCalendar { calendarId calendarName }
    connections { id providerName profileName profileId feedUrl errored lastRefreshedAt lastFailedAt calendars { id calendarId calendarName active } }
  }
}`);
const CREATE_FEED = graphql(`mutation CalendarCreateFeed($feedUrl: String!) {
  createCronofyFeed(feedUrl: $feedUrl) { result errors feed { id profileName } }
}`);
const UPDATE_CALENDARS = graphql(`mutation CalendarUpdateCalendars($calendars: [CalendarActiveInput!]!) {
  updateCronofyCalendars(calendars: $calendars) { result errors }
}`);
const CONFLICT_CHECKING = graphql(`mutation CalendarConflictChecking($enabled: Boolean!) {
  updateCalendarConflictChecking(enabled: $enabled) { result errors }
}`);
const WRITE_CALENDAR = graphql(`mutation CalendarWriteCalendar($writeCalendarId: String) { updateCronofyClient(writeCalendarId: $writeCalendarId) { result errors } }`);
const START_CONNECTION = graphql(`mutation CalendarStartConnection($provider: String!) { startCalendarConnection(provider: $provider) { result errors url } }`);
const CONNECT_ACCOUNT = graphql(`mutation CalendarConnectAccount($provider: String!, $code: String!, $state: String!) {
  connectCalendarAccount(provider: $provider, code: $code, state: $state) { result errors connection { id profileName } }
}`);
const REMOVE_PROFILE = graphql(`mutation CalendarRemoveProfile($profileId: ID!) { removeCronofyProfile(profileId: $profileId) { result errors } }`);

const CREATE_LINK = graphql(`mutation CalendarCreateSubscriptionLink { createAppointmentsSubscriptionLink { result errors } }`);
const REVOKE_LINK = graphql(`mutation CalendarRevokeSubscriptionLink { revokeAppointmentsSubscriptionLink { result errors } }`);

export type CalendarIntegrations = CalendarIntegrationsPageQuery['calendarIntegrations'];
export type CalendarConnection = CalendarIntegrations['connections'][number];

export const fetchCalendarIntegrations = async (): Promise<CalendarIntegrations> => (await graphqlRequest(INTEGRATIONS)).calendarIntegrations;

/** The OAuth calendar providers (spec 002 §3 providerName), with the names the pro knows them by. */
export const CALENDAR_ACCOUNT_LABELS = { google: 'Google Calendar', live_connect: 'Outlook / Microsoft 365' } as const;
export type CalendarAccountProvider = keyof typeof CALENDAR_ACCOUNT_LABELS;
export const isCalendarAccountProvider = (name: string | null | undefined): name is CalendarAccountProvider => name === 'google' || name === 'live_connect';

export const calendarIntegrationCommands = {
  createFeed: async (feedUrl: string) => requireSuccess((await graphqlRequest(CREATE_FEED, { feedUrl })).createCronofyFeed),
  setActive: async (id: string, active: boolean) => requireSuccess((await graphqlRequest(UPDATE_CALENDARS, { calendars: [{ id, active }] })).updateCronofyCalendars),
  conflictChecking: async (enabled: boolean) => requireSuccess((await graphqlRequest(CONFLICT_CHECKING, { enabled })).updateCalendarConflictChecking),
  createLink: async () => requireSuccess((await graphqlRequest(CREATE_LINK)).createAppointmentsSubscriptionLink),
  revokeLink: async () => requireSuccess((await graphqlRequest(REVOKE_LINK)).revokeAppointmentsSubscriptionLink),
  writeCalendar: async (writeCalendarId: string | null) => requireSuccess((await graphqlRequest(WRITE_CALENDAR, { writeCalendarId })).updateCronofyClient),
  /** The provider's consent page to go to. */
  startConnection: async (provider: CalendarAccountProvider): Promise<string> => {
    const answer = requireSuccess((await graphqlRequest(START_CONNECTION, { provider })).startCalendarConnection);
    return answer.url ?? '';
  },
  connectAccount: async (provider: CalendarAccountProvider, code: string, state: string) =>
    requireSuccess((await graphqlRequest(CONNECT_ACCOUNT, { provider, code, state })).connectCalendarAccount),
  disconnect: async (profileId: string) => requireSuccess((await graphqlRequest(REMOVE_PROFILE, { profileId })).removeCronofyProfile),
};
