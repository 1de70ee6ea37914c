// /portal/referral (spec 002 §2 Referral Program), in the menu for pros.
export { ReferralPage } from './ReferralPage';
