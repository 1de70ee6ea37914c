// A review's side panel (spec 002 §2 "A review detail side panel with reply"): the review, the
// skills it endorses, and the reply box. Closing it after a reply reloads the list.
import { Alert, Box, Chip, CircularProgress, Divider, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Flyout } from '../../layout/Flyout';
import { fetchReview, type ReviewDetails } from '../reviewCalls';
import { ReviewStars } from '../ReviewStars';
import { NO_TEXT, reviewDate, reviewerName } from '../reviewText';
import { ReviewReplyBox } from './ReviewReplyBox';

interface Props {
  /** null: closed */
  reviewId: string | null;
  /** `replied`: a reply was posted or edited while it was open. */
  onClose: (replied: boolean) => void;
}

export function ReviewDetailFlyout({ reviewId, onClose }: Props) {
  const [review, setReview] = useState<ReviewDetails | null>(null);
  const [error, setError] = useState<string | null>(null);
  const replied = useRef(false);

  useEffect(() => {
    if (!reviewId) return;
    let live = true;
    replied.current = false;
    setReview(null);
    setError(null);
    fetchReview(reviewId).then(
      (found) => live && (found ? setReview(found) : setError('This review was not found.')),
      (failure: Error) => live && setError(`Could not load the review: ${failure.message}`),
    );
    return () => {
      live = false;
    };
  }, [reviewId]);

  return (
    <Flyout open={reviewId !== null} title="Review" onClose={() => onClose(replied.current)}>
      {error ? (
        <Alert severity="error">{error}</Alert>
      ) : !review ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress size={32} aria-label="Loading the review" />
        </Box>
      ) : (
        <Stack sx={{ gap: 2 }}>
          <Box>
            <ReviewStars rating={review.rating} size="medium" />
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
              {reviewerName(review)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {reviewDate(review.createdAt)} · {review.createdAtAgoInWords} ago
              {review.isAnonymous ? ' · shown anonymously' : ''}
            </Typography>
          </Box>
          <Typography variant="body1" color={review.text ? 'text.primary' : 'text.secondary'} sx={{ whiteSpace: 'pre-wrap', fontStyle: review.text ? 'normal' : 'italic' }}>
            {review.text || NO_TEXT}
          </Typography>
          {review.endorsedSkills.length > 0 && (
            <Box component="section" aria-labelledby="endorsed-title">
              <Typography id="endorsed-title" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                Endorsed skills
              </Typography>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                {review.endorsedSkills.map((skill) => (
                  <Chip key={skill.id} label={skill.name} size="small" />
                ))}
              </Stack>
            </Box>
          )}
          <Divider />
          <ReviewReplyBox
            review={review}
            onReplied={(reply) => {
              replied.current = true;
              setReview({ ...review, reviewReply: reply });
            }}
          />
        </Stack>
      )}
    </Flyout>
  );
}
