import { Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { AppointmentStateChip } from '../appointments/AppointmentStateChip';
import type { StoryLinkState } from './SupportStoryPage';
import type { SearchHit } from './supportTypes';

/**
 * The hits (768 px and wider). A click anywhere on a row opens the story; the client's name is the
 * row's link, so the keyboard reaches every row with Tab and opens it with Enter.
 */
export function SearchResultsTable({ hits, storyPath, linkState }: { hits: SearchHit[]; storyPath: (id: string) => string; linkState: StoryLinkState }) {
  const navigate = useNavigate();
  return (
    <Table size="small" aria-label="Matching appointments" sx={{ '& td': { overflowWrap: 'anywhere' } }}>
      <TableHead>
        <TableRow>
          <TableCell>Practice</TableCell>
          <TableCell>Client</TableCell>
          <TableCell>Service</TableCell>
          <TableCell>Time (appointment zone)</TableCell>
          <TableCell>State</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {hits.map((hit) => (
          <TableRow key={hit.appointmentId} hover onClick={() => navigate(storyPath(hit.appointmentId), { state: linkState })} sx={{ cursor: 'pointer' }}>
            <TableCell>{hit.practiceName}</TableCell>
            <TableCell>
              <Link component={RouterLink} to={storyPath(hit.appointmentId)} state={linkState} onClick={(event) => event.stopPropagation()}>
                {hit.clientName}
              </Link>
              <Typography variant="caption" component="span" color="text.secondary" sx={{ display: 'block' }}>
                {[hit.clientEmail, hit.clientPhone].filter(Boolean).join(' · ')}
              </Typography>
            </TableCell>
            <TableCell>{hit.services}</TableCell>
            <TableCell>{hit.startsAtLocal}</TableCell>
            <TableCell>
              <AppointmentStateChip state={hit.state} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
