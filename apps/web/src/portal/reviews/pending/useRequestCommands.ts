// Resend and Delete of a pending request (spec 002 §8 Reviews), sent pessimistically; the tab and the
// header read again afterwards.
import { ReviewMessages } from '@app/reviews/shared';
import { failureWithReasons, useCommand } from '../../shared/useCommand';
import { dismissReviewRequest, resendReviewRequest, type PendingRequest } from '../reviewCalls';

const failure = failureWithReasons(ReviewMessages.requestActionFailed);

export function useRequestCommands(request: PendingRequest) {
  const resend = useCommand({ success: ReviewMessages.requestResent, failure });
  const remove = useCommand({ success: ReviewMessages.requestDeleted, failure });
  return {
    pending: resend.pending || remove.pending,
    resend: () => resend.run(() => resendReviewRequest(request)),
    remove: () => remove.run(() => dismissReviewRequest(request)),
  };
}
