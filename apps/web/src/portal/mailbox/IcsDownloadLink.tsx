import EventIcon from '@mui/icons-material/Event';
import { Button } from '@mui/material';
import { useEffect, useState } from 'react';

/** The calendar attachment as a file download, from a Blob URL released when no longer shown. */
export function IcsDownloadLink({ ics, fileName }: { ics: string; fileName: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [ics]);
  if (!url) return null;
  return (
    <Button component="a" href={url} download={fileName} variant="outlined" size="small" startIcon={<EventIcon />}>
      Download {fileName}
    </Button>
  );
}
