import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { graphql } from '../../graphql';
import type { EmailTemplatePreviewQuery } from '../../graphql/graphql';
import { graphqlRequest } from '../../shared/graphqlRequest';
import { MailHtmlFrame } from '../mailbox/MailHtmlFrame';

const PREVIEW = graphql(`query EmailTemplatePreview($name: String!, $content: String) {
  emailTemplatePreview(name: $name, content: $content) { subject html renderedFor error }
}`);

type Preview = EmailTemplatePreviewQuery['emailTemplatePreview'];

/** How long typing pauses before the preview is rendered again. */
const TYPING_PAUSE_MS = 400;

/**
 * The live preview (spec 002 §2 Custom content): the e-mail as the client gets it with the content
 * being typed, rendered by the server's own composer for the practice's next appointment.
 */
export function TemplatePreview({ name, content }: { name: string; content: string }) {
  const [preview, setPreview] = useState<Preview | null>(null);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let current = true;
    setLoading(true);
    const timer = setTimeout(async () => {
      try {
        const answer = (await graphqlRequest(PREVIEW, { name, content })).emailTemplatePreview;
        if (!current) return;
        setPreview(answer);
        setFailed(false);
      } catch {
        if (current) setFailed(true);
      } finally {
        if (current) setLoading(false);
      }
    }, TYPING_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [name, content]);

  return (
    <Box component="section" aria-label="Preview" sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3">
        Preview
      </Typography>
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label="Updating the preview" />}</Box>
      {failed && <Alert severity="warning">The preview could not be shown just now. Your content can still be saved.</Alert>}
      {preview?.error && <Alert severity="error">{preview.error}</Alert>}
      {preview && !preview.error && preview.html && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            As {preview.renderedFor.startsWith('an example') ? 'it would look for' : 'your client would get it for'} {preview.renderedFor}: <strong>{preview.subject}</strong>
          </Typography>
          <MailHtmlFrame html={preview.html} title={`Preview: ${preview.subject}`} />
        </>
      )}
    </Box>
  );
}
