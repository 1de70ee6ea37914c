// Maps react-admin's fetch types to the API's queries. Each resource folder declares its own
// queries (typed from the server's schema, see resourceQuery.ts); this file only dispatches.
// Queries are written by hand, so the provider works without introspection.
import type { BuildQuery, BuildQueryFactory } from 'ra-data-graphql';
import { appointmentQueries } from './appointments/appointmentQueries';
import { historyQueries } from './appointments/history/historyQueries';
import { bookingSettingsQueries } from './bookingSettings/bookingSettingsQueries';
import { clientAppointmentQueries } from './clients/clientAppointmentQueries';
import { clientPackageQueries } from './clients/clientPackageQueries';
import { communicationSettingsQueries } from './communicationSettings/communicationSettingsQueries';
import { clientQueries } from './clients/clientQueries';
import { clientIntakeQueries } from './clients/profile/intake/clientIntakeQueries';
import { savedCardQueries } from './clients/profile/billing/savedCardQueries';
import { inboxQueries } from './inbox/inboxQueries';
import { locationQueries } from './locations/locationQueries';
import { mailboxQueries } from './mailbox/mailboxQueries';
import { paymentQueries } from './payments/paymentQueries';
import { practiceFlagsQueries } from './practice/practiceFlagsQueries';
import type { ResourceQueries } from './resourceQuery';
import { serviceQueries } from './services/serviceQueries';
import { textQueries } from './texts/textQueries';

const resources: Record<string, ResourceQueries> = {
  appointments: appointmentQueries,
  appointmentHistory: historyQueries,
  inbox: inboxQueries,
  services: serviceQueries,
  locations: locationQueries,
  bookingSettings: bookingSettingsQueries,
  communicationSettings: communicationSettingsQueries,
  practiceFlags: practiceFlagsQueries,
  mailbox: mailboxQueries,
  texts: textQueries,
  clients: clientQueries,
  clientIntake: clientIntakeQueries,
  clientAppointments: clientAppointmentQueries,
  clientPackages: clientPackageQueries,
  payments: paymentQueries,
  savedCards: savedCardQueries,
};

export const buildQuery: BuildQueryFactory = () => {
  const build: BuildQuery = (fetchType, resource, params) => {
    const query = resources[resource]?.[fetchType];
    if (!query) throw new Error(`${fetchType} is not available for ${resource}`);
    return query(params);
  };
  return build;
};
