// Reviews, the pro side (issue 16): the Completed and Pending lists, importing, replying, bulk
// requests, keywords, and the practice page's reviews. The client flow is in ./public, the
// requests' sending in ./requests. Exports PracticeSkillsReader: `skillOptions(practiceId)` is the
// practice's keywords with their names, in the pro's order.
import { Module } from '@nestjs/common';
import { DeleteSkillHandler } from './commands/delete-skill/delete-skill.handler.js';
import { DismissReviewRequestHandler } from './commands/dismiss-review-request/dismiss-review-request.handler.js';
import { ImportReviewHandler } from './commands/import-review/import-review.handler.js';
import { MoveSkillsHandler } from './commands/move-skills/move-skills.handler.js';
import { ReplyToReviewHandler } from './commands/reply-to-review/reply-to-review.handler.js';
import { ResendReviewRequestHandler } from './commands/resend-review-request/resend-review-request.handler.js';
import { SendBulkReviewRequestsHandler } from './commands/send-bulk-review-requests/send-bulk-review-requests.handler.js';
import { UpdateSkillsHandler } from './commands/update-skills/update-skills.handler.js';
import { PracticeReviewsResolver } from './practice-reviews.resolver.js';
import { PracticeSkillsReader } from './practice-skills-reader.js';
import { ReviewLinkUrls } from './review-link-urls.js';
import { ReviewRequestsResolver } from './review-requests.resolver.js';
import { ReviewsReader } from './reviews-reader.js';
import { ReviewSummaries } from './review-summaries.js';
import { ReviewsResolver } from './reviews.resolver.js';
import { SkillsResolver } from './skills.resolver.js';

@Module({
  providers: [
    ReviewLinkUrls,
    ReviewsReader,
    ReviewSummaries,
    PracticeSkillsReader,
    ReviewsResolver,
    ReviewRequestsResolver,
    SkillsResolver,
    PracticeReviewsResolver,
    ImportReviewHandler,
    ReplyToReviewHandler,
    DismissReviewRequestHandler,
    ResendReviewRequestHandler,
    SendBulkReviewRequestsHandler,
    UpdateSkillsHandler,
    DeleteSkillHandler,
    MoveSkillsHandler,
  ],
  exports: [PracticeSkillsReader, ReviewLinkUrls],
})
export class ReviewsModule {}
