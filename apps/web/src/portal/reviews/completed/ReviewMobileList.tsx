import ReplyIcon from '@mui/icons-material/Reply';
import { Card, CardActionArea, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { ReviewEntry } from '../reviewCalls';
import { ReviewStars } from '../ReviewStars';
import { NO_TEXT, reviewDate, reviewerName } from '../reviewText';

/** Below 768 px each review is a card; a tap opens its flyout. */
export function ReviewMobileList({ reviews, onOpen }: { reviews: ReviewEntry[]; onOpen: (review: ReviewEntry) => void }) {
  return (
    <Stack component="ul" aria-label="Completed reviews" sx={{ listStyle: 'none', p: 0, m: 0, gap: 1 }}>
      {reviews.map((review) => (
        <li key={review.id}>
          <Card variant="outlined">
            <CardActionArea onClick={() => onOpen(review)} aria-label={`Review by ${reviewerName(review)}, ${review.rating ?? 0} stars`}>
              <CardContent sx={{ py: 1.5 }}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
                  <ReviewStars rating={review.rating} />
                  {review.reviewReply && <Chip size="small" icon={<ReplyIcon />} label="Replied" variant="outlined" />}
                </Stack>
                <Typography
                  variant="body2"
                  color={review.text ? 'text.primary' : 'text.secondary'}
                  sx={{ mt: 0.5, display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden', fontStyle: review.text ? 'normal' : 'italic' }}
                >
                  {review.text || NO_TEXT}
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
                  {reviewerName(review)} · {reviewDate(review.createdAt)}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Stack>
  );
}
