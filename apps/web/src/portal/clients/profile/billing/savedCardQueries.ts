// The client's saved card with the practice (spec 001 §7 defaultPaymentMethodPractice and
// detachPaymentMethodPractice). The API reaches a client's card through one of their
// appointments (its id and instantActionToken): the wallet is the client's, so any of their
// appointments shows and removes the same card. As a read-only resource ('savedCards', id = the
// appointment's token) react-admin caches it and reads it again after a command.
import type { GetOneParams } from 'react-admin';
import { graphql } from '../../../../graphql';
import type { SavedCardQuery } from '../../../../graphql/graphql';
import { graphqlRequest } from '../../../../shared/graphqlRequest';
import { requireSuccess } from '../../../shared/commandRejected';
import { resourceQuery, type ResourceQueries } from '../../../resourceQuery';

const CARD = graphql(`query SavedCard($instantActionToken: String!) {
  defaultPaymentMethodPractice(instantActionToken: $instantActionToken) { brand last4 expMonth expYear }
}`);

const DETACH = graphql(`mutation DetachSavedCard($appointmentId: ID!, $instantActionToken: String!) {
  detachPaymentMethodPractice(appointmentId: $appointmentId, instantActionToken: $instantActionToken) { result errors }
}`);

export type SavedCard = NonNullable<SavedCardQuery['defaultPaymentMethodPractice']>;

/** The resource's record: `card` is null when the client has none saved. */
export interface SavedCardRecord {
  id: string;
  card: SavedCard | null;
}

export const savedCardQueries: ResourceQueries = {
  GET_ONE: ({ id }: GetOneParams) =>
    resourceQuery(CARD, { instantActionToken: String(id) }, (data) => ({
      data: { id: String(id), card: data.defaultPaymentMethodPractice ?? null } satisfies SavedCardRecord,
    })),
};

/** The appointment the API reaches the client's card through. */
export interface CardHolderAppointment {
  id: string;
  instantActionToken: string;
}

export async function deleteSavedCard({ id, instantActionToken }: CardHolderAppointment): Promise<void> {
  const { detachPaymentMethodPractice } = await graphqlRequest(DETACH, { appointmentId: id, instantActionToken });
  requireSuccess(detachPaymentMethodPractice);
}
