// The practitioner referral aggregate (stream `practitionerReferral-<practiceId>`, spec 002 §3):
// the practice's discount code and the credit each use earns, the uses (new pros who signed up
// with the code) and, for lifer practices, the credit paid out (withdrawals recorded by support).
import type { DomainEvent } from '#app/es';
import type { WithdrawalStatus } from './referral-rules.js';

export interface ReferralUse {
  useId: string;
  referredPracticeId: string;
  /** ISO time of the sign-up. */
  useDate: string;
}

export interface ReferralWithdrawal {
  withdrawalId: string;
  amountCents: number;
  /** ISO time support recorded it. */
  withdrawalDate: string;
  status: WithdrawalStatus;
  paidAt: string | null;
}

export type PractitionerReferralEvent =
  | DomainEvent<'PractitionerReferralCreated', { practiceId: string; discountCode: string; amountCents: number; createdAt: string }>
  | DomainEvent<'ReferralUsed', { practiceId: string } & ReferralUse>
  | DomainEvent<'ReferralCreditWithdrawn', { practiceId: string; withdrawalId: string; amountCents: number; withdrawalDate: string }>
  | DomainEvent<'ReferralWithdrawalPaid', { practiceId: string; withdrawalId: string; paidAt: string }>;

export const PRACTITIONER_REFERRAL_EVENT_TYPES: PractitionerReferralEvent['type'][] = [
  'PractitionerReferralCreated',
  'ReferralUsed',
  'ReferralCreditWithdrawn',
  'ReferralWithdrawalPaid',
];

/**
 * Support may record a withdrawal before the pro ever opened the page, so uses and withdrawals
 * live beside a code that may not exist yet (discountCode null).
 */
export interface PractitionerReferralState {
  discountCode: string | null;
  amountCents: number | null;
  uses: ReferralUse[];
  withdrawals: ReferralWithdrawal[];
}

export const practitionerReferralStreamId = (practiceId: string): string => `practitionerReferral-${practiceId}`;

/** The claim stream that makes a code belong to one practice only (libs/es unique-claim; ownerId = practiceId). */
export const referralCodeStreamId = (discountCode: string): string => `practitionerReferralCode-${discountCode}`;

export const initialPractitionerReferralState = (): PractitionerReferralState => ({ discountCode: null, amountCents: null, uses: [], withdrawals: [] });

export const evolvePractitionerReferral = (state: PractitionerReferralState, event: PractitionerReferralEvent): PractitionerReferralState => {
  switch (event.type) {
    case 'PractitionerReferralCreated':
      return { ...state, discountCode: event.data.discountCode, amountCents: event.data.amountCents };
    case 'ReferralUsed': {
      const { useId, referredPracticeId, useDate } = event.data;
      return { ...state, uses: [...state.uses, { useId, referredPracticeId, useDate }] };
    }
    case 'ReferralCreditWithdrawn': {
      const { withdrawalId, amountCents, withdrawalDate } = event.data;
      return { ...state, withdrawals: [...state.withdrawals, { withdrawalId, amountCents, withdrawalDate, status: 'pending', paidAt: null }] };
    }
    case 'ReferralWithdrawalPaid':
      return {
        ...state,
        withdrawals: state.withdrawals.map((w) => (w.withdrawalId === event.data.withdrawalId ? { ...w, status: 'paid', paidAt: event.data.paidAt } : w)),
      };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
};

/** The credit earned and not yet withdrawn (pending withdrawals count as taken). */
export const referralBalanceCents = (state: PractitionerReferralState): number =>
  state.uses.length * (state.amountCents ?? 0) - state.withdrawals.reduce((sum, w) => sum + w.amountCents, 0);
