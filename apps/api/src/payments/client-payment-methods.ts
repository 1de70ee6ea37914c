// A signed-in client's own cards (spec 000 §2.7, §7 with clientId; ARCHITECTURE "Clients without
// passwords"): the list across practices, and Add/Change (setupIntent, confirmCardSetup,
// squareAddCardToCustomer) and Delete (detachPaymentMethodPractice) of one client record. Lists come
// from the client directory of the user's address; every command checks the record is theirs again
// on its stream. Nobody without the client session gets past requireClientUser.
import { Inject, Injectable } from '@nestjs/common';
import { DomainError, newCommandContext, type CommandContext } from '#app/es';
import { PaymentMessages, usableCard, type SavedCard } from '#app/payments';
import { defaultPaymentSettings } from '#app/practice';
import { ClientsQuery, PracticesQuery, type ClientDocument, type PracticeDocument } from '#projections';
import { clientUserOf, requireClientUser, type ClientUser } from '../access/client-sessions.js';
import { asPayload, type MutationResult } from '../graphql/payloads.js';
import { originOf, type RequestContext } from '../graphql/request-context.js';
import { Clock } from '../infrastructure/clock.js';
import { CommandSender } from '../infrastructure/command-sender.js';
import type { ClientPaymentMethodRow } from './client-payment-methods.models.js';
import { DetachClientCardCommand } from './commands/detach-client-card/detach-client-card.command.js';
import { SaveClientCardCommand } from './commands/save-client-card/save-client-card.command.js';
import { StartClientCardSetupCommand } from './commands/start-client-card-setup/start-client-card-setup.command.js';
import type { CardSource } from './commands/save-card/save-card.command.js';
import { PAYMENT_PROVIDERS, type PaymentProviders } from './payment-providers.js';
import type { PaymentMethod, SavedCardPayload, SetupIntentPayload } from './payment.models.js';

/** The card calls name whose card either by an appointment and its link token, or by a signed-in client's record. */
export const ONE_WAY = 'Please name either the appointment with its link token, or your client record, not both.';

const summary = (card: SavedCard): PaymentMethod => ({ brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear });

@Injectable()
export class ClientPaymentMethods {
  constructor(
    private readonly clients: ClientsQuery,
    private readonly practices: PracticesQuery,
    private readonly commands: CommandSender,
    private readonly clock: Clock,
    @Inject(PAYMENT_PROVIDERS) private readonly providers: PaymentProviders,
  ) {}

  /** The user's client records, one per practice (the oldest when an address has two), with the practice. */
  private async records(user: ClientUser): Promise<Array<{ client: ClientDocument; practice: PracticeDocument }>> {
    const first = new Map<string, ClientDocument>();
    for (const client of await this.clients.ofClientUser(user.email)) if (!first.has(client.practiceId)) first.set(client.practiceId, client);
    const rows = await Promise.all([...first.values()].map(async (client) => ({ client, practice: await this.practices.byId(client.practiceId) })));
    return rows
      .filter((r): r is { client: ClientDocument; practice: PracticeDocument } => r.practice !== null)
      .sort((a, b) => a.practice.name.localeCompare(b.practice.name));
  }

  private row({ client, practice }: { client: ClientDocument; practice: PracticeDocument }): ClientPaymentMethodRow {
    const provider = { ...defaultPaymentSettings, ...practice.payments }.paymentProvider;
    const card = client.wallet ? usableCard(client.wallet, provider) : null;
    return {
      clientId: client.id,
      practice: {
        id: practice.id,
        name: practice.name,
        url: `/${practice.shortLink}`,
        hasPaymentProvider: provider !== null,
        paymentProvider: provider,
        paymentMode: provider ? this.providers.card(provider).mode : 'simulated',
      },
      paymentMethod: card && summary(card),
    };
  }

  async list(ctx: RequestContext): Promise<ClientPaymentMethodRow[]> {
    return (await this.records(requireClientUser(ctx))).map((r) => this.row(r));
  }

  /** DefaultPaymentMethod for a signed-in client: their card with the practice (their record there, or the one named). */
  async defaultCard(ctx: RequestContext, practiceId: string, clientId: string | null, userId: string | null): Promise<PaymentMethod | null> {
    const user = clientUserOf(ctx);
    if (!user || (userId != null && userId !== user.clientUserId)) return null;
    const found = (await this.records(user)).find((r) => r.practice.id === practiceId && (clientId == null || r.client.id === clientId));
    return found ? this.row(found).paymentMethod : null;
  }

  private context(ctx: RequestContext, user: ClientUser, clientId: string): CommandContext {
    return newCommandContext({ kind: 'client', id: clientId, name: user.email }, this.clock.now(), originOf(ctx));
  }

  /** The signed-in client (a visitor is refused: UNAUTHENTICATED) and the access their commands check. */
  private signedIn(ctx: RequestContext) {
    const user = requireClientUser(ctx);
    return { access: { by: 'clientUser' as const, email: user.email }, context: (clientId: string) => this.context(ctx, user, clientId) };
  }

  setupIntent(ctx: RequestContext, clientId: string, tokenWayGiven: boolean): Promise<SetupIntentPayload> {
    const { access, context } = this.signedIn(ctx);
    return asPayload({ setupIntentSecret: null }, async () => {
      if (tokenWayGiven) throw new DomainError(ONE_WAY);
      const setup = await this.commands.send(new StartClientCardSetupCommand(clientId, access, context(clientId)));
      if (!setup.clientSecret) throw new DomainError(PaymentMessages.setupIntentFailed);
      return { setupIntentSecret: setup.clientSecret };
    });
  }

  saveCard(ctx: RequestContext, clientId: string, tokenWayGiven: boolean, source: CardSource): Promise<SavedCardPayload> {
    const { access, context } = this.signedIn(ctx);
    return asPayload({ paymentMethod: null }, async () => {
      if (tokenWayGiven) throw new DomainError(ONE_WAY);
      const { card } = await this.commands.send(new SaveClientCardCommand(clientId, access, source, context(clientId)));
      return { paymentMethod: summary(card) };
    });
  }

  detach(ctx: RequestContext, clientId: string, tokenWayGiven: boolean): Promise<MutationResult> {
    const { access, context } = this.signedIn(ctx);
    return asPayload({}, async () => {
      if (tokenWayGiven) throw new DomainError(ONE_WAY);
      await this.commands.send(new DetachClientCardCommand(clientId, access, context(clientId)));
      return {};
    });
  }
}
