// The reply to a review (spec 002 §4 "Review reply", §5): a box while there is none (Post once longer
// than 5 characters), otherwise the reply with Edit.
import { Box, Button, CircularProgress, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { MAX_TEXT, REPLY_OVER, ReviewMessages } from '@app/reviews/shared';
import { rejectionMessages } from '../../shared/commandRejected';
import { replyToReview, type ReviewDetails } from '../reviewCalls';
import { reviewDate } from '../reviewText';

type Reply = NonNullable<ReviewDetails['reviewReply']>;

interface Props {
  review: ReviewDetails;
  onReplied: (reply: Reply) => void;
}

export function ReviewReplyBox({ review, onReplied }: Props) {
  const notify = useNotify();
  const reply = review.reviewReply;
  const [editing, setEditing] = useState(!reply);
  const [message, setMessage] = useState(reply?.message ?? '');
  const [posting, setPosting] = useState(false);
  const canPost = !posting && message.trim().length > REPLY_OVER && message.trim() !== reply?.message;

  const post = async () => {
    setPosting(true);
    try {
      const payload = await replyToReview(review.id, message.trim());
      notify(ReviewMessages.replyPosted, { type: 'success' });
      onReplied(payload.review?.reviewReply ?? { message: message.trim(), repliedAt: new Date().toISOString() });
      setEditing(false);
    } catch (failure) {
      const reasons = rejectionMessages(failure);
      notify(reasons.length ? `${ReviewMessages.replyFailed}: ${reasons.join(', ')}` : ReviewMessages.replyFailed, { type: 'error', autoHideDuration: 5000 });
    } finally {
      setPosting(false);
    }
  };

  if (reply && !editing) {
    return (
      <Box component="section" aria-labelledby="reply-title">
        <Typography id="reply-title" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          Your reply
        </Typography>
        <Paper variant="outlined" sx={{ p: 1.5, bgcolor: 'action.hover' }}>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {reply.message}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {reviewDate(reply.repliedAt)}
          </Typography>
        </Paper>
        <Button sx={{ mt: 1 }} onClick={() => { setMessage(reply.message); setEditing(true); }}>
          Edit
        </Button>
      </Box>
    );
  }

  return (
    <Box
      component="form"
      aria-labelledby="reply-title"
      onSubmit={(event) => {
        event.preventDefault();
        if (canPost) post();
      }}
    >
      <Typography id="reply-title" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {reply ? 'Edit your reply' : 'Reply to this review'}
      </Typography>
      <TextField
        multiline
        minRows={3}
        fullWidth
        label="Your reply"
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        disabled={posting}
        helperText="Your reply shows under the review on your page."
        slotProps={{ htmlInput: { maxLength: MAX_TEXT } }}
      />
      <Stack direction="row" sx={{ gap: 1, mt: 1, justifyContent: 'flex-end' }}>
        {reply && (
          <Button onClick={() => { setMessage(reply.message); setEditing(false); }} disabled={posting}>
            Cancel
          </Button>
        )}
        <Button type="submit" variant="contained" disabled={!canPost} startIcon={posting ? <CircularProgress size={16} color="inherit" /> : undefined}>
          Post
        </Button>
      </Stack>
    </Box>
  );
}
