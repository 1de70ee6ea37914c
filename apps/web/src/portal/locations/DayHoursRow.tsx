import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import { Box, Button, FormControlLabel, IconButton, Stack, Switch, Typography } from '@mui/material';
import { TimeSelect } from './TimeSelect';
import { endTimes, startTimes, timeLabel } from './timeOptions';
import type { DayHours, TimeBlock } from './types';
import { dayProblem } from './weeklyHours';

interface Props {
  label: string;
  hours: DayHours;
  onEnabled: (enabled: boolean) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
  onChange: (index: number, change: Partial<TimeBlock>) => void;
}

/** One weekday: an on/off switch and its time blocks. */
export function DayHoursRow({ label, hours, onEnabled, onAdd, onRemove, onChange }: Props) {
  const problem = dayProblem(hours);
  return (
    <Box
      role="group"
      aria-label={`${label} hours`}
      sx={{ display: 'flex', gap: 1, py: 1, borderBottom: 1, borderColor: 'divider', '@media (max-width:767.95px)': { flexDirection: 'column' } }}
    >
      <FormControlLabel
        sx={{ width: 150, flexShrink: 0, m: 0, alignSelf: 'flex-start' }}
        control={<Switch checked={hours.enabled} onChange={(event) => onEnabled(event.target.checked)} />}
        label={label}
      />
      {hours.enabled ? (
        <Stack sx={{ gap: 1, flexGrow: 1 }}>
          {hours.blocks.map((block, index) => (
            <Stack key={index} direction="row" sx={{ alignItems: 'center', gap: 1 }}>
              <TimeSelect value={block.startsAt} options={startTimes(block.startsAt)} label={`${label} from`} onChange={(startsAt) => onChange(index, { startsAt })} />
              <Typography variant="body2" aria-hidden>
                to
              </Typography>
              <TimeSelect value={block.endsAt} options={endTimes(block.endsAt)} label={`${label} until`} onChange={(endsAt) => onChange(index, { endsAt })} />
              <IconButton
                size="small"
                aria-label={`Remove ${label} ${timeLabel(block.startsAt)} to ${timeLabel(block.endsAt)}`}
                onClick={() => onRemove(index)}
              >
                <RemoveIcon fontSize="small" />
              </IconButton>
            </Stack>
          ))}
          {problem && (
            <Typography variant="caption" color="error" role="alert">
              {problem}
            </Typography>
          )}
          <Box>
            <Button size="small" startIcon={<AddIcon />} onClick={onAdd} aria-label={`Add hours on ${label}`}>
              Add hours
            </Button>
          </Box>
        </Stack>
      ) : (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ alignSelf: 'center', '@media (max-width:767.95px)': { alignSelf: 'flex-start', pl: 1.5 } }}
        >
          Unavailable
        </Typography>
      )}
    </Box>
  );
}
