// /portal/reviews/keywords (spec 002 §2 Keywords): the editor, with a 'Learn more' explanation.
import { Box, Button, Card, CardContent, Dialog, DialogActions, DialogContent, DialogTitle, Link, Typography } from '@mui/material';
import { useState } from 'react';
import { Title } from 'react-admin';
import { KeywordsEditor } from './KeywordsEditor';

export function KeywordsPage() {
  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title="Keywords" />
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>
        Keywords
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        The skills clients can endorse you for when they review you, in the order they see them. <KeywordsHelpLink />
      </Typography>
      <Card>
        <CardContent>
          <KeywordsEditor mode="keywords" />
        </CardContent>
      </Card>
    </Box>
  );
}

/** No help centre exists yet, so the help opens here. */
export function KeywordsHelpLink() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Link component="button" variant="body2" onClick={() => setOpen(true)} sx={{ verticalAlign: 'baseline' }}>
        Learn more
      </Link>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="keywords-help-title">
        <DialogTitle id="keywords-help-title">About keywords</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2 }}>
            Keywords are the therapies and skills you offer. When a client reviews you, they can endorse you for them, and the keywords
            with their endorsements show on your page.
          </Typography>
          <Typography sx={{ mb: 2 }}>
            Put the ones you want seen first at the front: drag a keyword, or focus it and press Alt with an arrow key. You can have up to 50.
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
