// The coupon's rules (spec 002 §5): save (create or change), delete, and redeem on a booking. The
// code is unique in the practice through a claim stream per code (libs/es unique-claim): the
// handler claims the new code and releases the old one in the same append (codeClaims tells which).
import { DomainError, NotFoundError, type Decider } from '#app/es';
import { CouponMessages as M } from './coupon-messages.js';
import { COUPON_KINDS, couponUseKey, evolveCoupon, initialCouponState, type CouponData, type CouponEvent, type CouponRedeemedData, type CouponKind, type CouponState } from './coupon.js';

export const MIN_CODE_LENGTH = 8;
export const MAX_CODE_LENGTH = 32;
const MIN_FIXED_CENTS = 100;
const MAX_FIXED_CENTS = 1_000_000;
const DEFAULT_COMBINATION_LIMIT = 1;

/** upsertDiscountCode's input as sent (spec 002 §7), plus what the handler knows. */
export interface CouponInput {
  discountCodeId: string;
  practiceId: string;
  /** Optional: upper-cased and stripped of other characters; blank takes generatedCode. */
  code?: string | null;
  kind?: string | null;
  amountCents?: number | null;
  percent?: number | null;
  expiresAt?: string | null;
  maxRedemptions?: number | null;
  applyToSpecificServices?: boolean | null;
  serviceIds?: string[] | null;
  /** A random code the handler drew, used when the pro leaves the code blank. */
  generatedCode: string;
  /** The practice's service ids: a coupon for specific services names only these. */
  knownServiceIds: readonly string[];
}

export type CouponCommand =
  | { type: 'SaveCoupon'; input: CouponInput }
  | { type: 'DeleteCoupon'; discountCodeId: string; practiceId: string }
  | { type: 'RedeemCoupon'; redemption: RedemptionRequest };

/** A booking asking for the code's discount: its lines (service and price) at a time. */
export interface RedemptionRequest {
  practiceId: string;
  lines: ReadonlyArray<{ serviceId: string; amountCents: number }>;
  now: Date;
  appointmentId: string | null;
  registrationId: string | null;
}

/** Upper-cased, anything but letters and numbers dropped ("summer-20 off" -> "SUMMER20OFF"). */
export const normaliseCode = (code: string | null | undefined): string => (typeof code === 'string' ? code.toUpperCase().replace(/[^A-Z0-9]/g, '') : '');

const wholeNumber = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/** The coupon's fields, checked and defaulted (throws the rule the input breaks). */
export const normaliseCoupon = (input: CouponInput): CouponData => {
  // Blank (nothing typed) takes the random code; something typed is the pro's code, even if
  // nothing of it survives the stripping (then it is too short).
  const typed = typeof input.code === 'string' && input.code.trim() !== '';
  const code = typed ? normaliseCode(input.code) : input.generatedCode;
  if (code.length < MIN_CODE_LENGTH || !/^[A-Z0-9]+$/.test(code)) throw new DomainError(M.invalidCode);
  if (code.length > MAX_CODE_LENGTH) throw new DomainError(M.codeTooLong);
  const kind = (input.kind ?? 'percentage') as CouponKind;
  if (!COUPON_KINDS.includes(kind)) throw new DomainError(M.invalidKind);
  let amountCents: number | null = null;
  let percent: number | null = null;
  if (kind === 'fixed') {
    if (input.amountCents == null) throw new DomainError(M.fixedAmountRequired);
    if (!wholeNumber(input.amountCents) || input.amountCents < MIN_FIXED_CENTS) throw new DomainError(M.fixedAmountTooSmall);
    if (input.amountCents > MAX_FIXED_CENTS) throw new DomainError(M.fixedAmountTooLarge);
    amountCents = input.amountCents;
  } else {
    if (input.percent == null) throw new DomainError(M.percentRequired);
    if (!wholeNumber(input.percent) || input.percent < 0 || input.percent > 100) throw new DomainError(M.invalidPercent);
    percent = input.percent;
  }
  let expiresAt: string | null = null;
  if (input.expiresAt) {
    const at = typeof input.expiresAt === 'string' && input.expiresAt.length <= 40 ? new Date(input.expiresAt) : new Date(NaN);
    if (Number.isNaN(at.getTime())) throw new DomainError(M.invalidExpiry);
    expiresAt = at.toISOString();
  }
  const maxRedemptions = input.maxRedemptions ?? null;
  if (maxRedemptions !== null && (!wholeNumber(maxRedemptions) || maxRedemptions < 1 || maxRedemptions > 1_000_000)) throw new DomainError(M.invalidMaxRedemptions);
  const applyToSpecificServices = input.applyToSpecificServices === true;
  const serviceIds = applyToSpecificServices ? [...new Set(input.serviceIds ?? [])] : [];
  if (applyToSpecificServices && serviceIds.length === 0) throw new DomainError(M.servicesRequired);
  if (serviceIds.some((id) => !input.knownServiceIds.includes(id))) throw new DomainError(M.serviceNotFound);
  return {
    discountCodeId: input.discountCodeId, practiceId: input.practiceId, code, kind, amountCents, percent, expiresAt, maxRedemptions,
    combinationLimit: DEFAULT_COMBINATION_LIMIT, applyToSpecificServices, serviceIds,
  };
};

const owned = (state: CouponState, practiceId: string) => {
  if (state.status !== 'active' || state.practiceId !== practiceId) throw new NotFoundError(M.couponNotFound);
  return state;
};

/** Which codes a save claims and releases: the new one when it is new to the coupon, the old one when it changed. */
export const codeClaims = (state: CouponState, data: CouponData): { claim: string | null; release: string | null } => {
  if (state.status === 'none') return { claim: data.code, release: null };
  return state.code === data.code ? { claim: null, release: null } : { claim: data.code, release: state.code };
};

/**
 * The discount the code gives on a booking's lines, in integer cents. The base is the lines the
 * code applies to (all of them, or those of its services). Percentage: base x percent / 100 rounded
 * to the nearest cent, halves up (Math.round on a positive amount); fixed: its amount, never more
 * than the base, so a total never goes below zero.
 */
export const discountOn = (coupon: Pick<CouponData, 'kind' | 'amountCents' | 'percent' | 'applyToSpecificServices' | 'serviceIds'>, lines: RedemptionRequest['lines']): number => {
  const base = lines.filter((l) => !coupon.applyToSpecificServices || coupon.serviceIds.includes(l.serviceId)).reduce((sum, l) => sum + l.amountCents, 0);
  const discount = coupon.kind === 'fixed' ? (coupon.amountCents ?? 0) : Math.round((base * (coupon.percent ?? 0)) / 100);
  return Math.max(0, Math.min(base, discount));
};

/** The redemption a booking gets, or the reason it gets none (the visitor's message). */
export const decideRedemption = (state: CouponState, request: RedemptionRequest): CouponEvent[] => {
  if (state.status !== 'active' || state.practiceId !== request.practiceId) throw new DomainError(M.codeNotValid);
  if (state.expiresAt && request.now.getTime() > Date.parse(state.expiresAt)) throw new DomainError(M.codeExpired);
  if (state.maxRedemptions !== null && state.redemptionCount >= state.maxRedemptions) throw new DomainError(M.codeUsedUp);
  if (state.applyToSpecificServices && !request.lines.some((l) => state.serviceIds.includes(l.serviceId))) throw new DomainError(M.codeWrongService);
  return [{
    type: 'DiscountCodeRedeemed',
    data: {
      discountCodeId: state.discountCodeId, practiceId: state.practiceId, code: state.code, amountCents: discountOn(state, request.lines),
      appointmentId: request.appointmentId, registrationId: request.registrationId,
    },
  }];
};

/**
 * A redemption given back (a registration's card was declined; a booking was declined or cancelled),
 * so the code's use is free again. Once per use: a use already given back, or never redeemed, gives nothing.
 */
export const decideRedemptionRelease = (state: CouponState, redemption: CouponRedeemedData): CouponEvent[] => {
  if (state.status === 'none' || state.discountCodeId !== redemption.discountCodeId || state.redemptionCount === 0) return [];
  const key = couponUseKey(redemption);
  if (key && !state.openUses.includes(key)) return [];
  return [{ type: 'DiscountCodeRedemptionReleased', data: redemption }];
};

export const decideCoupon = (command: CouponCommand, state: CouponState): CouponEvent[] => {
  switch (command.type) {
    case 'SaveCoupon': {
      if (state.status !== 'none') {
        const coupon = owned(state, command.input.practiceId);
        if (coupon.redemptionCount > 0) throw new DomainError(M.redeemedNotEditable);
      }
      const data = normaliseCoupon(command.input);
      if (state.status === 'none') return [{ type: 'DiscountCodeCreated', data }];
      const { status: _status, redemptionCount: _count, openUses: _uses, ...before } = state;
      const unchanged = JSON.stringify(before) === JSON.stringify(data);
      return unchanged ? [] : [{ type: 'DiscountCodeChanged', data: { ...data, previousCode: state.code } }];
    }
    case 'DeleteCoupon': {
      const coupon = owned(state, command.practiceId);
      return [{ type: 'DiscountCodeDeleted', data: { discountCodeId: coupon.discountCodeId, practiceId: coupon.practiceId, code: coupon.code } }];
    }
    case 'RedeemCoupon':
      return decideRedemption(state, command.redemption);
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
};

export const couponDecider: Decider<CouponCommand, CouponEvent, CouponState> = {
  decide: decideCoupon,
  evolve: evolveCoupon,
  initialState: initialCouponState,
};
