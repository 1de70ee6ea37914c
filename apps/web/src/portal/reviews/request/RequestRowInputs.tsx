import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { IconButton, Stack, TextField, Tooltip } from '@mui/material';

export interface RequestRow {
  firstName: string;
  phone: string;
}

interface Props {
  index: number;
  row: RequestRow;
  onChange: (row: RequestRow) => void;
  /** Absent for the only, blank row. */
  onRemove?: () => void;
  disabled: boolean;
}

/** One client of the bulk form: First name and Phone side by side, stacked on a phone. */
export function RequestRowInputs({ index, row, onChange, onRemove, disabled }: Props) {
  const number = index + 1;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'flex-start' } }} role="group" aria-label={`Client ${number}`}>
      <TextField
        size="small"
        label="First name"
        value={row.firstName}
        onChange={(event) => onChange({ firstName: event.target.value, phone: row.phone })}
        disabled={disabled}
        autoComplete="off"
        sx={{ flex: 1 }}
      />
      <Stack direction="row" sx={{ gap: 1, flex: 1, alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label="Phone"
          type="tel"
          placeholder="+1 555 555 0100"
          value={row.phone}
          onChange={(event) => onChange({ firstName: row.firstName, phone: event.target.value })}
          disabled={disabled}
          autoComplete="off"
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { maxLength: 250 } }}
        />
        {onRemove && (
          <Tooltip title="Remove this client">
            <span>
              <IconButton aria-label={`Remove client ${number}`} onClick={onRemove} disabled={disabled}>
                <DeleteIcon />
              </IconButton>
            </span>
          </Tooltip>
        )}
      </Stack>
    </Stack>
  );
}
