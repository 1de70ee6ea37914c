import { Alert, Box, Button, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, Typography, useMediaQuery } from '@mui/material';
import { useState } from 'react';
import { ImportMessages, MAX_INVITE_CLIENTS } from '@app/clients/shared';
import { hasProblems, type ReviewRow } from './inviteRows';
import { ReviewRowCard, ReviewRowFields } from './ReviewRowFields';

interface Props {
  rows: ReviewRow[];
  skipped: number;
  onChange: (rows: ReviewRow[]) => void;
  onEdit: () => void;
  onSubmit: () => void;
}

const PAGE_SIZES = [25, 50, 100];

/** Step 4: the parsed contacts, editable, paged so a list of thousands stays quick. */
export function ReviewStep({ rows, skipped, onChange, onEdit, onSubmit }: Props) {
  const narrow = useMediaQuery('(max-width:767.95px)');
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(PAGE_SIZES[0]);
  const invalid = rows.filter(hasProblems).length;
  const tooMany = rows.length > MAX_INVITE_CLIENTS;
  const lastPage = Math.max(0, Math.ceil(rows.length / perPage) - 1);
  const shownPage = Math.min(page, lastPage);
  const shown = rows.slice(shownPage * perPage, (shownPage + 1) * perPage);

  const update = (changed: ReviewRow) => onChange(rows.map((row) => (row.key === changed.key ? changed : row)));
  const remove = (key: number) => onChange(rows.filter((row) => row.key !== key));

  return (
    <Stack sx={{ gap: 2 }}>
      <Typography>
        {rows.length === 1 ? '1 contact found.' : `${rows.length} contacts found.`} Check them and correct anything before you send the invitations.
        {skipped > 0 && ` ${skipped === 1 ? '1 line was' : `${skipped} lines were`} skipped (no valid e-mail address first, or listed twice).`}
      </Typography>
      {narrow ? (
        <Stack component="ul" aria-label="Contacts to invite" sx={{ gap: 1, listStyle: 'none', p: 0, m: 0 }}>
          {shown.map((row, index) => (
            <ReviewRowCard key={row.key} row={row} position={shownPage * perPage + index + 1} onChange={update} onRemove={() => remove(row.key)} />
          ))}
        </Stack>
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Contacts to invite">
            <TableHead>
              <TableRow>
                <TableCell>Email</TableCell>
                <TableCell>First name</TableCell>
                <TableCell>Last name</TableCell>
                <TableCell>Phone number</TableCell>
                <TableCell padding="checkbox">
                  <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>Remove</span>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((row, index) => (
                <ReviewRowFields key={row.key} row={row} position={shownPage * perPage + index + 1} onChange={update} onRemove={() => remove(row.key)} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {rows.length > PAGE_SIZES[0] && (
        <TablePagination
          component="div"
          count={rows.length}
          page={shownPage}
          onPageChange={(_event, next) => setPage(next)}
          rowsPerPage={perPage}
          rowsPerPageOptions={PAGE_SIZES}
          onRowsPerPageChange={(event) => {
            setPerPage(Number(event.target.value));
            setPage(0);
          }}
        />
      )}
      {rows.length === 0 && <Alert severity="info">No contacts left. Use Edit to paste your list again.</Alert>}
      {invalid > 0 && (
        <Alert severity="error">
          {invalid === 1 ? '1 contact needs' : `${invalid} contacts need`} a correction (marked in red). Correct or remove {invalid === 1 ? 'it' : 'them'} to continue.
        </Alert>
      )}
      {tooMany && <Alert severity="error">{ImportMessages.tooManyClients}</Alert>}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={onEdit}>Edit</Button>
        <Button variant="contained" disabled={rows.length === 0 || invalid > 0 || tooMany} onClick={onSubmit}>
          {rows.length === 1 ? 'Invite 1 client' : `Invite ${rows.length} clients`}
        </Button>
      </Box>
    </Stack>
  );
}
