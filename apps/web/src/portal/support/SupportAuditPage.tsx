// /portal/support/audit (issue 19 item 1): every support read (who looked at what, when), newest
// first, for support leads. Anyone else gets the server's refusal as the page's message.
import { Alert, Box, Card, Link, Skeleton, Table, TableBody, TableCell, TableHead, TablePagination, TableRow, Typography, useMediaQuery } from '@mui/material';
import { useCallback, useState } from 'react';
import { Title, useBasename } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useRefreshedRead } from '../shared/useRefreshedRead';
import { viewerTime } from './story/storyView';
import { fetchAudit } from './supportCalls';
import type { AuditEntry } from './supportTypes';
import { SupportOnly } from './SupportOnly';

const PAGE_SIZE = 50;
const ACTIONS: Record<string, string> = {
  search: 'Searched',
  story: 'Read the story',
  asOf: 'Read a past state',
  related: 'Read related streams',
  export: 'Exported the story',
  note: 'Added a note',
};

function Target({ entry, storyPath }: { entry: AuditEntry; storyPath: (id: string) => string }) {
  if (entry.action === 'search') return <>“{entry.target}”</>;
  return (
    <Link component={RouterLink} to={storyPath(entry.target)} sx={{ overflowWrap: 'anywhere' }}>
      {entry.target}
    </Link>
  );
}

export function SupportAuditPage() {
  return (
    <SupportOnly>
      <SupportAuditPageContent />
    </SupportOnly>
  );
}

function SupportAuditPageContent() {
  const basename = useBasename();
  const narrow = useMediaQuery('(max-width:767.95px)');
  const [page, setPage] = useState(0);
  const read = useCallback(() => fetchAudit(PAGE_SIZE, page * PAGE_SIZE), [page]);
  const { data, error, loading } = useRefreshedRead(read);
  const storyPath = (id: string) => `${basename}/support/appointments/${encodeURIComponent(id)}`;
  const who = (entry: AuditEntry) => `${entry.supportName} (${entry.supportEmail})`;

  return (
    <Box sx={{ py: 2, maxWidth: 1100 }}>
      <Title title="Support audit" />
      <Typography variant="h5" component="h1" gutterBottom>
        Support audit
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Every search and every appointment support staff opened, newest first.
      </Typography>
      {loading && <Skeleton variant="rounded" height={160} aria-label="Loading the audit" />}
      {error && !data && <Alert severity={/support leads/.test(error.message) ? 'info' : 'error'}>{error.message}</Alert>}
      {data && data.total === 0 && <Typography color="text.secondary">Nothing recorded yet.</Typography>}
      {data && data.total > 0 && (
        <Card variant="outlined">
          {narrow ? (
            <Box component="ul" aria-label="Support reads" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {data.items.map((entry) => (
                <Box component="li" key={entry.id} sx={{ p: 1.5, borderBottom: 1, borderColor: 'divider' }}>
                  <Typography variant="body2">
                    {ACTIONS[entry.action] ?? entry.action}: <Target entry={entry} storyPath={storyPath} />
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
                    {who(entry)} · {viewerTime(entry.at)}
                  </Typography>
                </Box>
              ))}
            </Box>
          ) : (
            <Table size="small" aria-label="Support reads" sx={{ '& td': { overflowWrap: 'anywhere' } }}>
              <TableHead>
                <TableRow>
                  <TableCell>When (your time)</TableCell>
                  <TableCell>Who</TableCell>
                  <TableCell>What</TableCell>
                  <TableCell>Appointment or search</TableCell>
                  <TableCell>Practice</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.items.map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell>{viewerTime(entry.at)}</TableCell>
                    <TableCell>{who(entry)}</TableCell>
                    <TableCell>{ACTIONS[entry.action] ?? entry.action}</TableCell>
                    <TableCell>
                      <Target entry={entry} storyPath={storyPath} />
                    </TableCell>
                    <TableCell>{entry.practiceId ?? '—'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          <TablePagination
            component="div"
            count={data.total}
            page={page}
            onPageChange={(_event, next) => setPage(next)}
            rowsPerPage={PAGE_SIZE}
            rowsPerPageOptions={[PAGE_SIZE]}
          />
        </Card>
      )}
    </Box>
  );
}
