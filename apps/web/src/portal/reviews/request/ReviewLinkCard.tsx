import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { practiceReviewPath } from '@app/reviews/shared';
import { copyText } from '../../shared/CopyLinkButton';

/** The practice's own review link (anyone with it can leave a review), to paste anywhere. */
export function ReviewLinkCard({ shortLink }: { shortLink: string | null }) {
  const notify = useNotify();
  if (!shortLink) return null;
  const link = new URL(practiceReviewPath(shortLink), window.location.origin).href;

  const copy = async () => {
    try {
      await copyText(link);
      notify('Copied', { type: 'success' });
    } catch {
      notify(`Could not copy the link. Your review link is ${link}`, { type: 'error' });
    }
  };

  return (
    <Card component="section" aria-labelledby="review-link-title">
      <CardContent>
        <Typography id="review-link-title" variant="h6" component="h2">
          Your review link
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          Share it in e-mails, texts or on social media: anyone with it can review you.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
          <TextField
            size="small"
            value={link}
            label="Review link"
            fullWidth
            slotProps={{ htmlInput: { readOnly: true, onFocus: (event: React.FocusEvent<HTMLInputElement>) => event.target.select() } }}
          />
          <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={copy} sx={{ flexShrink: 0 }}>
            Copy link
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
