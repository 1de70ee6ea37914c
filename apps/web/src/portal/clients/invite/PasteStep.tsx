import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { ImportMessages, parseClientList, type ParsedClientList } from '@app/clients/shared';
import { ColumnOrderHint } from './ColumnOrderHint';

interface Props {
  initialText: string;
  onParsed: (list: ParsedClientList, text: string) => void;
  onBack: () => void;
}

/** Step 3: pasted text; Continue is disabled while it is empty (spec 001 §5). */
export function PasteStep({ initialText, onParsed, onBack }: Props) {
  const [text, setText] = useState(initialText);
  const [problem, setProblem] = useState<string | null>(null);
  const proceed = () => {
    const list = parseClientList(text);
    if (list.rows.length === 0) setProblem(ImportMessages.noValidRowPaste);
    else onParsed(list, text);
  };
  return (
    <Stack sx={{ gap: 2 }}>
      <ColumnOrderHint />
      <TextField
        label="Your client list"
        multiline
        minRows={8}
        maxRows={20}
        value={text}
        autoFocus
        onChange={(event) => {
          setText(event.target.value);
          setProblem(null);
        }}
        placeholder={'jane@example.com, Jane, Doe, (415) 555-0134\nsam@example.com, Sam, Lee, (212) 555-0101'}
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
      />
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Button onClick={onBack}>Back</Button>
        <Button variant="contained" disabled={text.trim() === ''} onClick={proceed}>
          Continue
        </Button>
      </Box>
    </Stack>
  );
}
