import { Box, Typography } from '@mui/material';

export type Detail = [label: string, value: string | null | undefined];

/** Label / value pairs; empty values are left out. Wraps long keys and user agents instead of scrolling. */
export function DetailList({ details, mono = false }: { details: Detail[]; mono?: boolean }) {
  const shown = details.filter(([, value]) => value);
  if (shown.length === 0) return null;
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content minmax(0, 1fr)' }, columnGap: 2, rowGap: 0.25, m: 0 }}>
      {shown.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 0.5, sm: 0 }, overflowWrap: 'anywhere', fontFamily: mono ? 'monospace' : undefined }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
