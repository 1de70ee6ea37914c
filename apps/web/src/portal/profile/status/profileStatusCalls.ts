// The profile status sidebar's calls (spec 002 §7 "ProfileStatusData") and the completed modal's dismissal.
import { graphql } from '../../../graphql';
import type { ProfileStatusDataQuery } from '../../../graphql/graphql';
import { graphqlRequest } from '../../../shared/graphqlRequest';
import { requireSuccess } from '../../shared/commandRejected';

const STATUS = graphql(`query ProfileStatusData {
  profileStatusData {
    status completionPercent unfinishedSteps practitionerFirstName profileUrl showCompletedModal showTermsModal
    completionSteps { name link completed }
    verificationSteps { name link completed }
  }
}`);

const DISMISS = graphql(`mutation DismissProfileCompletedModal { dismissProfileCompletedModal { result errors } }`);

export type ProfileStatus = NonNullable<ProfileStatusDataQuery['profileStatusData']>;

export async function fetchProfileStatus(): Promise<ProfileStatus | null> {
  return (await graphqlRequest(STATUS)).profileStatusData ?? null;
}

export async function dismissCompletedModal(): Promise<void> {
  requireSuccess((await graphqlRequest(DISMISS)).dismissProfileCompletedModal);
}
