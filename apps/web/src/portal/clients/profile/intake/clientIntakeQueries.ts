// A client's intake form (spec 001 §3 intakeForm, intakeFormSubmitted, intakeLastSentAt) as one
// read-only record ('clientIntake', id = the client's id), so the tab reads it again after Send,
// and the sendIntakeForm command (spec 001 §7).
import type { GetOneParams } from 'react-admin';
import { graphql } from '../../../../graphql';
import type { ClientIntakeQuery } from '../../../../graphql/graphql';
import { graphqlRequest } from '../../../../shared/graphqlRequest';
import { requireSuccess } from '../../../shared/commandRejected';
import { resourceQuery, type ResourceQueries } from '../../../resourceQuery';

const INTAKE = graphql(`query ClientIntake($clientId: ID!) {
  client(clientId: $clientId) { id intakeForm { uniqueId data time form sentAt } intakeFormSubmitted intakeLastSentAt }
}`);

const SEND = graphql(`mutation SendIntakeForm($clientId: ID!) { sendIntakeForm(clientId: $clientId) { result errors } }`);

export type ClientIntake = NonNullable<ClientIntakeQuery['client']>;

export const clientIntakeQueries: ResourceQueries = {
  GET_ONE: ({ id }: GetOneParams) =>
    resourceQuery(INTAKE, { clientId: String(id) }, (data) => {
      if (!data.client) throw new Error('Client not found');
      return { data: data.client };
    }),
};

export async function sendIntakeForm(clientId: string): Promise<void> {
  requireSuccess((await graphqlRequest(SEND, { clientId })).sendIntakeForm);
}
