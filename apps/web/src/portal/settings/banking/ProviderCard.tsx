import { Box, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export type ProviderStatus = { label: string; color: 'success' | 'warning' | 'error' | 'default' };

interface Props {
  name: string;
  status: ProviderStatus;
  description: string;
  /** The practice's active card provider. */
  active?: boolean;
  beta?: boolean;
  /** Runs on the embedded simulator (no real money moves). */
  simulated?: boolean;
  /** Banners and settings inside the card. */
  children?: ReactNode;
  actions: ReactNode;
}

/** One provider integration on the payments page (spec 002 §2): its state, banners and actions. */
export function ProviderCard({ name, status, description, active, beta, simulated, children, actions }: Props) {
  return (
    <Card component="section" aria-label={name} variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h6" component="h3" sx={{ mr: 'auto' }}>
            {name}
          </Typography>
          {beta && <Chip size="small" color="info" variant="outlined" label="Beta" />}
          {simulated && <Chip size="small" variant="outlined" label="Simulator" title="Connected to the embedded provider simulator: no real money moves." />}
        </Stack>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
          <Chip size="small" color={status.color} label={status.label} />
          {active && <Chip size="small" color="primary" label="Active provider" />}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {description}
        </Typography>
        {children && <Box sx={{ mt: 2, display: 'grid', gap: 1.5 }}>{children}</Box>}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0, gap: 1, flexWrap: 'wrap' }}>{actions}</CardActions>
    </Card>
  );
}
