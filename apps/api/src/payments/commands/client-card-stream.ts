// What the decisions about a client's own card read (their payment methods page, no appointment):
// the client record and its wallet (both on `client-<id>`) and its practice's payment settings,
// through the decision's loader, so an append checks the stream's revision.
import { clientDecider, clientStreamId } from '#app/clients';
import { isUuid } from '#app/es';
import type { StreamLoader } from '#app/es-runtime';
import { walletDecider, type ClientCardState, type OwnedClient } from '#app/payments';
import { defaultPaymentSettings, practiceDecider, practiceStreamId } from '#app/practice';
import type { CustomerOwner } from './provider-customer.js';

export interface ClientCardContext extends ClientCardState {
  clientStreamId: string;
}

export const loadClientCardContext = async (loader: StreamLoader, clientId: string): Promise<ClientCardContext> => {
  const streamId = clientStreamId(isUuid(clientId) ? clientId : 'invalid');
  const client = await loader.load(streamId, clientDecider);
  const wallet = await loader.load(streamId, walletDecider);
  const practice = client.status === 'none' ? null : await loader.load(practiceStreamId(client.practiceId), practiceDecider);
  const settings = practice?.status === 'active' ? { ...defaultPaymentSettings, ...practice.payments } : defaultPaymentSettings;
  return { client, wallet, settings, clientStreamId: streamId };
};

/** The provider customer's owner: the client (ownClient has checked the e-mail is there). */
export const customerOwner = (client: OwnedClient, context: ClientCardContext): CustomerOwner => ({
  client: { clientId: client.clientId, email: client.profile.email ?? '', firstName: client.profile.firstName, lastName: client.profile.lastName },
  practiceId: client.practiceId,
  wallet: context.wallet,
  clientStreamId: context.clientStreamId,
});
