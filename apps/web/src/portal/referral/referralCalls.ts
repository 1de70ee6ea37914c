// The Referral Program page's calls (issue 16 contract): the pro's referral, made the first time
// they open the page (ensurePractitionerReferral; existing practices have no code until then).
import { graphql } from '../../graphql';
import type { PractitionerReferralQuery } from '../../graphql/graphql';
import { graphqlRequest } from '../../shared/graphqlRequest';

const REFERRAL = graphql(`query PractitionerReferral {
  practitionerReferral { discountCode amountCents referralUses { id useDate } withdrawals { id withdrawalDate amountCents status } isLifer }
}`);

const ENSURE = graphql(`mutation EnsurePractitionerReferral {
  ensurePractitionerReferral { result errors practitionerReferral {
    discountCode amountCents referralUses { id useDate } withdrawals { id withdrawalDate amountCents status } isLifer
  } }
}`);

export type PractitionerReferral = PractitionerReferralQuery['practitionerReferral'];

/** Reads the referral; the first time, asks the server to make the code and shows its answer. */
export async function fetchReferral(): Promise<PractitionerReferral> {
  const { practitionerReferral } = await graphqlRequest(REFERRAL);
  if (practitionerReferral.discountCode) return practitionerReferral;
  const { ensurePractitionerReferral: made } = await graphqlRequest(ENSURE);
  if (made.result !== 'success' || !made.practitionerReferral) throw new Error(made.errors.join(', ') || 'Please try again later.');
  return made.practitionerReferral;
}
