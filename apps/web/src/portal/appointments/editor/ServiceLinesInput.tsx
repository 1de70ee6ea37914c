import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Alert, Box, Button, Checkbox, FormControlLabel, IconButton, MenuItem, Stack, TextField } from '@mui/material';
import type { ClientChoice, PracticeService } from '../../calendar/calendarTypes';
import { lineFor, optionOf, serviceProblem, type ServiceLineDraft } from './appointmentDraft';
import { CentsInput } from './CentsInput';

interface Props {
  lines: ServiceLineDraft[];
  services: PracticeService[];
  client: ClientChoice | null;
  disabled?: boolean;
  /** A package service's price is the package's (or nothing for a prepaid session): never the client's own. */
  noClientPrices?: boolean;
  onChange: (lines: ServiceLineDraft[]) => void;
}

/** The appointment's services, each with its length and an editable price. */
export function ServiceLinesInput({ lines, services, client, disabled, noClientPrices, onChange }: Props) {
  const problem = serviceProblem(lines, services);
  const update = (index: number, patch: Partial<ServiceLineDraft>) =>
    onChange(lines.map((line, i) => (i === index ? { ...line, ...patch } : line)));

  return (
    <Box>
      {lines.map((line, index) => {
        const service = services.find((s) => s.id === line.serviceId);
        const option = service ? optionOf(service, line.variationId) : null;
        const custom = client?.customPrices?.find((p) => p.serviceId === line.serviceId);
        const priceDiffers = option !== null && line.amountCents !== null && line.amountCents !== (custom?.amountCents ?? option.amountCents);
        return (
          <Box key={line.key} sx={{ mb: 1.5 }}>
            <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
              <TextField
                select
                size="small"
                label={index === 0 ? 'Service' : `Service ${index + 1}`}
                value={line.serviceId}
                disabled={disabled}
                onChange={(e) => {
                  const chosen = services.find((s) => s.id === e.target.value);
                  if (chosen) update(index, { ...lineFor(chosen, client, line.key) });
                }}
                sx={{ flex: '1 1 180px', minWidth: 180 }}
              >
                {services.map((s) => (
                  <MenuItem key={s.id} value={s.id}>
                    {s.addOn ? `${s.name} (add-on)` : s.name}
                  </MenuItem>
                ))}
              </TextField>
              <CentsInput
                label="Price"
                cents={line.amountCents}
                disabled={disabled}
                onChange={(amountCents) => update(index, { amountCents })}
              />
              {lines.length > 1 && (
                <IconButton aria-label={`Remove service ${index + 1}`} onClick={() => onChange(lines.filter((_, i) => i !== index))} disabled={disabled}>
                  <DeleteIcon />
                </IconButton>
              )}
            </Stack>
            {service && service.variations.length > 0 && (
              <TextField
                select
                size="small"
                label="Length"
                value={line.variationId ?? ''}
                disabled={disabled}
                onChange={(e) => {
                  const variationId = e.target.value || null;
                  update(index, { variationId, amountCents: optionOf(service, variationId).amountCents });
                }}
                sx={{ mt: 1, minWidth: 160 }}
              >
                <MenuItem value="">{service.timeLength} min</MenuItem>
                {service.variations.map((v) => (
                  <MenuItem key={v.id} value={v.id}>
                    {v.timeLength} min
                  </MenuItem>
                ))}
              </TextField>
            )}
            {client && priceDiffers && !noClientPrices && (
              <FormControlLabel
                control={<Checkbox size="small" checked={line.saveCustomPrice} onChange={(e) => update(index, { saveCustomPrice: e.target.checked })} />}
                label="Save as this client's price"
              />
            )}
          </Box>
        );
      })}
      {problem && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {problem}
        </Alert>
      )}
      <Button
        size="small"
        startIcon={<AddIcon />}
        disabled={disabled || services.length === 0}
        onClick={() => {
          const next = services.find((s) => s.addOn) ?? services[0];
          onChange([...lines, lineFor(next, client)]);
        }}
      >
        Add service
      </Button>
    </Box>
  );
}
