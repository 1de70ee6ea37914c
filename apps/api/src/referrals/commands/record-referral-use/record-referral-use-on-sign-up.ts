// The part of a sign-up's decision that credits the practice whose code the new pro came with
// (the sign-up page's ?ref=CODE): found through the code's claim stream, decided by the referral's
// rules, appended with the sign-up itself. An unknown or malformed code adds nothing and never
// stops the sign-up.
import { claimDecider, streamEvents, type StreamEvents } from '#app/es';
import type { StreamLoader } from '#app/es-runtime';
import { decidePractitionerReferral, normalizeReferralCode, practitionerReferralDecider, practitionerReferralStreamId, referralCodeStreamId } from '#app/referrals';
import { randomUUID } from 'node:crypto';

export const referralUseOnSignUp = async (loader: StreamLoader, referralCode: string | null | undefined, referredPracticeId: string, now: Date): Promise<StreamEvents[]> => {
  const code = normalizeReferralCode(referralCode);
  if (!code) return [];
  const { ownerId: practiceId } = await loader.load(referralCodeStreamId(code), claimDecider);
  if (!practiceId) return [];
  const streamId = practitionerReferralStreamId(practiceId);
  const state = await loader.load(streamId, practitionerReferralDecider);
  const events = decidePractitionerReferral({ type: 'RecordReferralUse', practiceId, useId: randomUUID(), referredPracticeId, now }, state);
  return [streamEvents(streamId, practiceId, events)];
};
