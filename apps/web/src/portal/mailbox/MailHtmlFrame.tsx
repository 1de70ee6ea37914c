import { Box } from '@mui/material';
import { withLinksInNewTab } from './mailText';

/**
 * The HTML body exactly as sent, isolated in a sandboxed frame: no scripts, no access to the
 * portal's origin or cookies. Only opening links in a new tab is allowed.
 */
export function MailHtmlFrame({ html, title }: { html: string; title: string }) {
  return (
    <Box
      component="iframe"
      title={title}
      sandbox="allow-popups allow-popups-to-escape-sandbox"
      referrerPolicy="no-referrer"
      srcDoc={withLinksInNewTab(html)}
      sx={{ width: '100%', height: 320, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff', resize: 'vertical' }}
    />
  );
}
