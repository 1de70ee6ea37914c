import { describe, expect, it } from '@jest/globals';
import { evolveClient, initialClientState, type ClientStreamEvent } from '#app/clients';
import { ClientCardKeys, decideClientCardDetached, decideClientCardSaved, ownClient, type ClientCardState } from './client-card.decide.js';
import { cardSaved, settings, visa, wallet } from './testing/payment-fixtures.js';
import type { WalletEvent } from './wallet.js';

const NOW = new Date('2026-11-22T12:00:00Z');
const ANA = { by: 'clientUser' as const, email: 'ana@example.com' };
const profile = {
  firstName: 'Ana', lastName: 'Ortiz', email: 'Ana@Example.com', phone: null, phoneExtension: null, clientType: null, invitedFrom: null,
  address: null, addressTwo: null, city: null, state: null, postalCode: null, country: null,
};
const created: ClientStreamEvent = { type: 'ClientCreated', data: { clientId: 'c1', practiceId: 'p1', createdAt: NOW.toISOString(), ...profile } };
const deleted: ClientStreamEvent = { type: 'ClientDeleted', data: { clientId: 'c1', deletedAt: NOW.toISOString() } };
const customer: WalletEvent = { type: 'PaymentCustomerCreated', data: { clientId: 'c1', provider: 'stripe', customerId: 'cus_1' } };

const client = (...events: ClientStreamEvent[]) => events.reduce(evolveClient, initialClientState());
const given = (walletEvents: WalletEvent[], clientEvents: ClientStreamEvent[] = [created], overrides: Partial<ClientCardState> = {}): ClientCardState => ({
  client: client(...clientEvents),
  wallet: wallet(...walletEvents),
  settings: settings(),
  ...overrides,
});

describe('ownClient', () => {
  it('the signed-in person reaches their own record, whatever the case of the address', () => {
    expect(ownClient(client(created), ANA)).toMatchObject({ clientId: 'c1', practiceId: 'p1' });
    expect(ownClient(client(created), { by: 'clientUser', email: 'ANA@example.com ' })).toMatchObject({ clientId: 'c1' });
  });

  it("another person's record, a deleted one or none at all is 'Client not found'", () => {
    expect(() => ownClient(client(created), { by: 'clientUser', email: 'bob@example.com' })).toThrow('Client not found');
    expect(() => ownClient(client(created, deleted), ANA)).toThrow('Client not found');
    expect(() => ownClient(client(), ANA)).toThrow('Client not found');
    const noEmail: ClientStreamEvent = { type: 'ClientCreated', data: { ...created.data, email: null } as Extract<ClientStreamEvent, { type: 'ClientCreated' }>['data'] };
    expect(() => ownClient(client(noEmail), ANA)).toThrow('Client not found');
  });
});

describe('decideClientCardSaved', () => {
  it('Add: the card of the client\'s customer becomes the default card', () => {
    expect(decideClientCardSaved(given([customer]), ANA, visa, NOW)).toEqual([{ type: 'PaymentMethodSaved', data: { clientId: 'c1', card: visa } }]);
  });

  it('Change: a new card replaces the default; the same card again records nothing', () => {
    const mastercard = { ...visa, paymentMethodId: 'pm_mc', brand: 'mastercard', last4: '4444' };
    expect(decideClientCardSaved(given([customer, cardSaved]), ANA, mastercard, NOW)).toEqual([{ type: 'PaymentMethodSaved', data: { clientId: 'c1', card: mastercard } }]);
    expect(decideClientCardSaved(given([customer, cardSaved]), ANA, visa, NOW)).toEqual([]);
  });

  it("refuses a card of another customer (a setup made for someone else), another provider's card, and a practice without a provider", () => {
    expect(() => decideClientCardSaved(given([customer]), ANA, { ...visa, customerId: 'cus_someone_else' }, NOW)).toThrow('The card was not saved.');
    expect(() => decideClientCardSaved(given([]), ANA, visa, NOW)).toThrow('The card was not saved.');
    expect(() => decideClientCardSaved(given([customer], [created], { settings: settings({ paymentProvider: 'square' }) }), ANA, visa, NOW)).toThrow('does not take card payments');
    expect(() => decideClientCardSaved(given([customer], [created], { settings: settings({ paymentProvider: null }) }), ANA, visa, NOW)).toThrow('does not take card payments');
  });

  it("nobody saves a card on someone else's record", () => {
    expect(() => decideClientCardSaved(given([customer]), { by: 'clientUser', email: 'bob@example.com' }, visa, NOW)).toThrow('Client not found');
  });
});

describe('decideClientCardDetached', () => {
  it('Delete: the default card is detached; nothing saved is an error; only the owner may', () => {
    expect(decideClientCardDetached(given([customer, cardSaved]), ANA)).toEqual([{ type: 'PaymentMethodDetached', data: { clientId: 'c1', paymentMethodId: 'pm_visa' } }]);
    expect(() => decideClientCardDetached(given([customer]), ANA)).toThrow('There is no saved card to delete.');
    expect(() => decideClientCardDetached(given([customer, cardSaved]), { by: 'clientUser', email: 'bob@example.com' })).toThrow('Client not found');
  });

  it('after the provider detached a card: recorded when it is still the default; a card changed meanwhile stays; once only', () => {
    expect(decideClientCardDetached(given([customer, cardSaved]), ANA, 'pm_visa')).toEqual([{ type: 'PaymentMethodDetached', data: { clientId: 'c1', paymentMethodId: 'pm_visa' } }]);
    const changed: WalletEvent = { type: 'PaymentMethodSaved', data: { clientId: 'c1', card: { ...visa, paymentMethodId: 'pm_mc' } } };
    expect(decideClientCardDetached(given([customer, cardSaved, changed]), ANA, 'pm_visa')).toEqual([]);
    expect(decideClientCardDetached(given([customer, cardSaved, { type: 'PaymentMethodDetached', data: { clientId: 'c1', paymentMethodId: 'pm_visa' } }]), ANA, 'pm_visa')).toEqual([]);
  });
});

describe('ClientCardKeys', () => {
  it('derive the idempotency keys from the command and what it acts on', () => {
    expect(ClientCardKeys.setup('c1', 'cmd1')).toBe('setup:client:c1:cmd1');
    expect(ClientCardKeys.attach('cnon_1')).toBe('card:cnon_1');
    expect(ClientCardKeys.detach('pm_visa')).toBe('detach:pm_visa');
  });
});
