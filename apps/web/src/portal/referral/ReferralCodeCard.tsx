// The code to share and the sign-up link that carries it (?ref=CODE), each with a Copy button.
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { ReferralMessages, referralSignUpPath } from '@app/referrals/shared';
import { useNotify } from 'react-admin';
import { copyText } from '../shared/CopyLinkButton';

export function ReferralCodeCard({ discountCode }: { discountCode: string }) {
  const notify = useNotify();
  const link = new URL(referralSignUpPath(discountCode), window.location.origin).href;
  const copy = async (text: string, success: string) => {
    try {
      await copyText(text);
      notify(success, { type: 'success' });
    } catch {
      notify(`Could not copy. Select it and copy it yourself: ${text}`, { type: 'error' });
    }
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="overline" component="h2" color="text.secondary">
          Your discount code
        </Typography>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
          <Typography component="p" data-testid="discount-code" sx={{ fontFamily: 'monospace', fontSize: 28, fontWeight: 700, letterSpacing: 2 }}>
            {discountCode}
          </Typography>
          <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={() => copy(discountCode, ReferralMessages.codeCopied)}>
            Copy
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          Or share your sign-up link: the code is filled in for them.
        </Typography>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Box component="code" sx={{ p: 1, bgcolor: 'action.hover', borderRadius: 1, fontSize: 14, wordBreak: 'break-all', flex: '1 1 220px' }}>
            {link}
          </Box>
          <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => copy(link, 'Copied')}>
            Copy link
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
