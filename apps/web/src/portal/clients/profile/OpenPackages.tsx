import { Alert, Card, CardContent, LinearProgress, Skeleton, Stack, Typography } from '@mui/material';
import { useGetList } from 'react-admin';
import type { ClientOpenPackage } from '../clientPackageQueries';

/** The client's open packages (spec 000 §3): each with its sessions remaining. Hidden when none. */
export function OpenPackages({ clientId }: { clientId: string }) {
  const { data, isPending, error } = useGetList<ClientOpenPackage>('clientPackages', { filter: { clientId } });
  if (!isPending && !error && data.length === 0) return null;
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Open packages
        </Typography>
        {isPending ? (
          <Skeleton variant="rounded" height={48} />
        ) : error ? (
          <Alert severity="error">Error fetching packages</Alert>
        ) : (
          <Stack component="ul" aria-label="Open packages" sx={{ listStyle: 'none', p: 0, m: 0, gap: 1.5 }}>
            {data.map((p) => (
              <li key={p.id}>
                <Typography variant="body2">{p.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {p.sessionsRemaining} of {p.numberOfSessions} {p.numberOfSessions === 1 ? 'session' : 'sessions'} remaining
                </Typography>
                <LinearProgress
                  variant="determinate"
                  value={(100 * p.sessionsRemaining) / Math.max(1, p.numberOfSessions)}
                  aria-label={`${p.name} sessions remaining`}
                  sx={{ mt: 0.5 }}
                />
              </li>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
