// The Gift Cards page's calls (spec 002 §7): the templates, upsertGiftCardTemplate, and the
// Activity tab's sales and redemptions. A refusal throws CommandRejected.
import { graphql } from '../../graphql';
import type { GiftCardActivityQuery, GiftCardTemplatesQuery, UpsertGiftCardTemplateMutationVariables } from '../../graphql/graphql';
import { graphqlRequest } from '../../shared/graphqlRequest';
import { requireSuccess } from '../shared/commandRejected';

const TEMPLATES = graphql(`query GiftCardTemplates {
  giftCardTemplates { id amountCents amountCurrency description active public }
}`);

const ACTIVITY = graphql(`query GiftCardActivity {
  giftCardActivity { id kind at giftCardId code amountCents balanceCents currency buyerName recipientName recipientEmail appointmentId }
}`);

const UPSERT = graphql(`mutation UpsertGiftCardTemplate($id: ID, $amountCents: Int, $description: String, $active: Boolean, $public: Boolean) {
  upsertGiftCardTemplate(id: $id, amountCents: $amountCents, description: $description, active: $active, public: $public) {
    result errors giftCardTemplate { id }
  }
}`);

const REDEEM = graphql(`mutation RedeemGiftCard($code: String!, $amountCents: Int!) {
  redeemGiftCard(code: $code, amountCents: $amountCents) { result errors balanceCents }
}`);

export type GiftCardTemplate = GiftCardTemplatesQuery['giftCardTemplates'][number];
export type GiftCardActivityRow = GiftCardActivityQuery['giftCardActivity'][number];
export type GiftCardTemplateInput = UpsertGiftCardTemplateMutationVariables;

export async function fetchGiftCardTemplates(): Promise<GiftCardTemplate[]> {
  return (await graphqlRequest(TEMPLATES)).giftCardTemplates;
}

export async function fetchGiftCardActivity(): Promise<GiftCardActivityRow[]> {
  return (await graphqlRequest(ACTIVITY)).giftCardActivity;
}

/** Creates (no id) or changes a template. */
export async function saveGiftCardTemplate(input: GiftCardTemplateInput): Promise<void> {
  requireSuccess((await graphqlRequest(UPSERT, input)).upsertGiftCardTemplate);
}

/** Spends part of a card by its code; answers what is left. */
export async function redeemGiftCard(code: string, amountCents: number): Promise<number> {
  return requireSuccess((await graphqlRequest(REDEEM, { code, amountCents })).redeemGiftCard).balanceCents ?? 0;
}

export const giftCardMoney = (cents: number, currency: string): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: cents % 100 === 0 ? 0 : 2 }).format(cents / 100);
