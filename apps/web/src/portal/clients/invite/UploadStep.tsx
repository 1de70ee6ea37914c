import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useState, type ChangeEvent } from 'react';
import {
  ImportMessages,
  MAX_IMPORT_FILE_BYTES,
  parseClientList,
  type ParsedClientList,
} from '@app/clients/shared';
import { ColumnOrderHint } from './ColumnOrderHint';

/** Why a chosen file is refused before it is read, or null. */
export function fileProblem(file: File): string | null {
  if (!/\.csv$/i.test(file.name)) return ImportMessages.fileNotCsv;
  if (file.size > MAX_IMPORT_FILE_BYTES) return ImportMessages.fileTooLarge;
  return null;
}

/** Step 2: a .csv file, checked for type and size first, then parsed by the spec's rules. */
export function UploadStep({ onParsed, onBack }: { onParsed: (list: ParsedClientList) => void; onBack: () => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  const [dragging, setDragging] = useState(false);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again still fires
    if (file) void read(file);
  };

  const read = async (file: File) => {
    const refused = fileProblem(file);
    setProblem(refused);
    if (refused) return;
    setReading(true);
    try {
      const list = parseClientList(await file.text());
      if (list.rows.length === 0) setProblem(ImportMessages.noValidRowFile);
      else onParsed(list);
    } catch {
      setProblem('This file could not be read. Please try another file.');
    } finally {
      setReading(false);
    }
  };

  return (
    <Stack sx={{ gap: 2 }}>
      <ColumnOrderHint />
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          const file = event.dataTransfer.files[0];
          if (file && !reading) void read(file);
        }}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : undefined,
          borderRadius: 2,
          p: 4,
          textAlign: 'center',
        }}
      >
        <UploadFileIcon sx={{ fontSize: 48, color: 'text.disabled' }} />
        <Typography sx={{ mb: 2 }}>Drop a .csv file of at most {MAX_IMPORT_FILE_BYTES / 1024 / 1024} MB here, or</Typography>
        <Button variant="contained" component="label" disabled={reading}>
          {reading ? 'Reading…' : 'Choose a CSV file'}
          <input hidden type="file" accept=".csv,text/csv" aria-label="CSV file" onChange={choose} />
        </Button>
      </Box>
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      <Box>
        <Button onClick={onBack}>Back</Button>
      </Box>
    </Stack>
  );
}
