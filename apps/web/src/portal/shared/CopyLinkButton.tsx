import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Button, IconButton, Tooltip } from '@mui/material';
import { useNotify } from 'react-admin';
import { usePracticeLink } from './practiceLink';

const LABEL = 'Copy booking link';

/** Copies the practice's public booking link; 'Copied' (spec 002 §8). An icon only when `compact`. */
export function CopyLinkButton({ compact = false }: { compact?: boolean }) {
  const link = usePracticeLink();
  const notify = useNotify();
  if (!link) return null;

  const copy = async () => {
    try {
      await copyText(link);
      notify('Copied', { type: 'success' });
    } catch {
      notify(`Could not copy the link. Your booking page is ${link}`, { type: 'error' });
    }
  };

  if (compact) {
    return (
      <Tooltip title={LABEL}>
        <IconButton aria-label={LABEL} onClick={copy} color="primary">
          <ContentCopyIcon />
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <Tooltip title={link} describeChild>
      <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={copy}>
        {LABEL}
      </Button>
    </Tooltip>
  );
}

/** The Clipboard API where the page may use it (https, localhost); the older copy command elsewhere. */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Not allowed here: try the older way below.
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('copy refused');
}
