import ReplyIcon from '@mui/icons-material/Reply';
import { Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReviewEntry } from '../reviewCalls';
import { ReviewStars } from '../ReviewStars';
import { NO_TEXT, reviewDate, reviewerName } from '../reviewText';

interface Props {
  reviews: ReviewEntry[];
  onOpen: (review: ReviewEntry) => void;
}

/** The Completed tab's grid (768 px and wider); a row opens the review's flyout (Enter too). */
export function ReviewTable({ reviews, onOpen }: Props) {
  return (
    <Table size="small" aria-label="Completed reviews">
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: 130 }}>Rating</TableCell>
          <TableCell>Review</TableCell>
          <TableCell sx={{ width: 180 }}>Client</TableCell>
          <TableCell sx={{ width: 130 }}>Date</TableCell>
          <TableCell sx={{ width: 110 }} />
        </TableRow>
      </TableHead>
      <TableBody>
        {reviews.map((review) => (
          <TableRow
            key={review.id}
            hover
            tabIndex={0}
            role="button"
            aria-label={`Review by ${reviewerName(review)}, ${review.rating ?? 0} stars`}
            onClick={() => onOpen(review)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                onOpen(review);
              }
            }}
            sx={{ cursor: 'pointer' }}
          >
            <TableCell>
              <ReviewStars rating={review.rating} />
            </TableCell>
            <TableCell>
              <Typography
                variant="body2"
                color={review.text ? 'text.primary' : 'text.secondary'}
                sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', fontStyle: review.text ? 'normal' : 'italic' }}
              >
                {review.text || NO_TEXT}
              </Typography>
            </TableCell>
            <TableCell>{reviewerName(review)}</TableCell>
            <TableCell title={`${review.createdAtAgoInWords} ago`}>{reviewDate(review.createdAt)}</TableCell>
            <TableCell>{review.reviewReply && <Chip size="small" icon={<ReplyIcon />} label="Replied" variant="outlined" />}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
