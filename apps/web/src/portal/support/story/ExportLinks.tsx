// The story as a file for a dispute (chargeback evidence): links to the API's export routes, which
// read the same session cookie. A click fetches the file and hands it to the browser as a download,
// so a refusal (not found, signed out) shows as a message instead of a saved error page; the plain
// link still works when copied or opened in a new tab.
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { Button, Stack } from '@mui/material';
import type { MouseEvent } from 'react';
import { useNotify } from 'react-admin';

type Format = 'pdf' | 'csv';
const TYPES: Record<Format, string> = { pdf: 'application/pdf', csv: 'text/csv' };

export const storyExportHref = (appointmentId: string, format: Format) =>
  `/support/appointments/${encodeURIComponent(appointmentId)}/story.${format}`;

const fileName = (appointmentId: string, format: Format) => `appointment-${appointmentId}-story.${format}`;

async function download(appointmentId: string, format: Format): Promise<void> {
  const response = await fetch(storyExportHref(appointmentId, format), { headers: { accept: TYPES[format] }, credentials: 'same-origin' });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? `${response.status} ${response.statusText}`);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName(appointmentId, format) });
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function ExportLinks({ appointmentId }: { appointmentId: string }) {
  const notify = useNotify();
  const exportAs = (format: Format) => (event: MouseEvent) => {
    event.preventDefault();
    download(appointmentId, format).catch((error: Error) => notify(`Could not export the story: ${error.message}`, { type: 'error' }));
  };
  const link = (format: Format, label: string) => (
    <Button
      size="small"
      variant="outlined"
      component="a"
      href={storyExportHref(appointmentId, format)}
      download={fileName(appointmentId, format)}
      type={TYPES[format]}
      onClick={exportAs(format)}
      startIcon={<DownloadIcon />}
    >
      {label}
    </Button>
  );
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      {link('pdf', 'Export PDF')}
      {link('csv', 'Export CSV')}
    </Stack>
  );
}
