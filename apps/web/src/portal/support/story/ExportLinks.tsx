// The story as a file for a dispute (chargeback evidence): plain links to the API's export routes,
// which read the same session cookie, so the browser downloads them like any file.
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { Button, Stack } from '@mui/material';

export const storyExportHref = (appointmentId: string, format: 'pdf' | 'csv') =>
  `/support/appointments/${encodeURIComponent(appointmentId)}/story.${format}`;

export function ExportLinks({ appointmentId }: { appointmentId: string }) {
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      <Button size="small" variant="outlined" component="a" href={storyExportHref(appointmentId, 'pdf')} download startIcon={<DownloadIcon />}>
        Export PDF
      </Button>
      <Button size="small" variant="outlined" component="a" href={storyExportHref(appointmentId, 'csv')} download startIcon={<DownloadIcon />}>
        Export CSV
      </Button>
    </Stack>
  );
}
