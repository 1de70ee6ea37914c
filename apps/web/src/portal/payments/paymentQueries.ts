// The payments resource (spec 001 §7 "Payment directory on the practice"): one page of the
// practice's appointments with their money, read with the page's count, the totals collected and
// outstanding, money collected per week, and what the page needs to know about the practice
// (requireClientCcToBook, paymentProvider). The totals and the chart arrive as the list's `meta`,
// so a change of filter is one request. filter: PaymentFilter; perPage ALL_ROWS reads every row.
import type { GetListParams } from 'react-admin';
import { graphql } from '../../graphql';
import { graphqlRequest } from '../../shared/graphqlRequest';
import { resourceQuery, type ResourceQueries } from '../resourceQuery';
import { ALL_ROWS, type PaymentEntry, type PaymentFilter, type PaymentSummary } from './types';

graphql(`
  fragment PaymentEntryFields on PaymentDirectoryEntry {
    id startsAt endsAt timeZone clientId clientName clientEmail clientPhone serviceName locationName
    amountCents tipAmountCents feeCents platformFeeCents collectedCents refundedCents outstandingCents
    currency paymentStatus badge paidBy paidNote paymentError hasCard state instantActionToken
    discountCodeRedemptions { code amountCents }
    giftCardRedemptions { code amountCents }
  }
`);

const DIRECTORY = graphql(`query PaymentDirectory(
  $limit: Int, $offset: Int, $dateFilter: String!, $stateFilter: String!, $searchTerm: String, $clientId: ID
) {
  currentPractice {
    id requireClientCcToBook paymentProvider
    pastAppointments(limit: $limit, offset: $offset, dateFilter: $dateFilter, stateFilter: $stateFilter, searchTerm: $searchTerm, clientId: $clientId) {
      ...PaymentEntryFields
    }
    pastAppointmentsCount(dateFilter: $dateFilter, stateFilter: $stateFilter, searchTerm: $searchTerm, clientId: $clientId)
    everyPaymentCount: pastAppointmentsCount(clientId: $clientId)
    totalCollected(dateFilter: $dateFilter, searchTerm: $searchTerm, clientId: $clientId)
    totalOutstanding(dateFilter: $dateFilter, searchTerm: $searchTerm, clientId: $clientId)
    collectedByWeek(dateFilter: $dateFilter, searchTerm: $searchTerm, clientId: $clientId) { weekStart collectedCents }
  }
}`);

const ROWS = graphql(`query PaymentRows($dateFilter: String!, $stateFilter: String!, $searchTerm: String, $clientId: ID) {
  currentPractice {
    id
    pastAppointments(limit: null, dateFilter: $dateFilter, stateFilter: $stateFilter, searchTerm: $searchTerm, clientId: $clientId) {
      ...PaymentEntryFields
    }
  }
}`);

/** The search box as the server takes it: trimmed, or none. */
const searchTermOf = (search: string | undefined) => {
  const term = search?.trim();
  return term ? term : undefined;
};

const variablesOf = ({ dateFilter, stateFilter, search, clientId }: PaymentFilter) => ({
  dateFilter,
  stateFilter,
  searchTerm: searchTermOf(search),
  clientId: clientId || undefined,
});

function practiceOf<T>(data: { currentPractice: T | null }): T {
  // Support accounts have no practice, and no payments page.
  if (!data.currentPractice) throw new Error('No practice');
  return data.currentPractice;
}

/** Every row matching the filter, all pages (Export CSV). */
export async function fetchAllPayments(filter: PaymentFilter): Promise<PaymentEntry[]> {
  return practiceOf(await graphqlRequest(ROWS, variablesOf(filter))).pastAppointments;
}

export const paymentQueries: ResourceQueries = {
  GET_LIST: ({ filter, pagination }: GetListParams) => {
    const perPage = pagination?.perPage ?? 20;
    const all = perPage === ALL_ROWS;
    return resourceQuery(
      DIRECTORY,
      {
        ...variablesOf(filter as PaymentFilter),
        limit: all ? null : perPage,
        offset: all ? 0 : ((pagination?.page ?? 1) - 1) * perPage,
      },
      (data) => {
        const practice = practiceOf(data);
        const meta: PaymentSummary = {
          totalCollected: practice.totalCollected,
          totalOutstanding: practice.totalOutstanding,
          collectedByWeek: practice.collectedByWeek,
          everyPaymentCount: practice.everyPaymentCount,
          requireCcEnabled: practice.requireClientCcToBook,
          hasPaymentProvider: practice.paymentProvider != null,
        };
        return { data: practice.pastAppointments, total: practice.pastAppointmentsCount, meta };
      },
    );
  },
};
