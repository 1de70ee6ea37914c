import HomeIcon from '@mui/icons-material/HomeOutlined';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import VideocamIcon from '@mui/icons-material/VideocamOutlined';
import { Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { DeleteLocationButton } from './DeleteLocationButton';
import { LocationStateButton } from './LocationStateButton';
import { hoursSummary } from './hoursSummary';
import { KIND_LABELS, whereText } from './locationText';
import type { Location } from './types';
import { completeWeek } from './weeklyHours';

const ICONS = { office: PlaceIcon, home: HomeIcon, virtual: VideocamIcon };

interface Props {
  location: Location;
  /** Why Disable is not possible, when it is not. */
  cannotDisable?: string;
  onEdit: (location: Location) => void;
}

export function LocationCard({ location, cannotDisable, onEdit }: Props) {
  const Icon = ICONS[location.kind] ?? PlaceIcon;
  const hours = hoursSummary(completeWeek(location.availableTimes));
  const disabled = location.state === 'disabled';
  return (
    <Card variant="outlined" component="article" aria-label={location.name} sx={{ display: 'flex', flexDirection: 'column', opacity: disabled ? 0.85 : 1 }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 0.5 }}>
          <Icon color={disabled ? 'disabled' : 'primary'} aria-hidden />
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flexGrow: 1 }}>
            {location.name}
          </Typography>
          {disabled && <Chip size="small" label="Disabled" />}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {KIND_LABELS[location.kind]} · {location.timeZone.replace(/_/g, ' ')}
        </Typography>
        {whereText(location) && <Typography variant="body2">{whereText(location)}</Typography>}
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }} aria-label={`${location.name} hours`}>
          {hours.length ? (
            hours.map((line) => (
              <Typography key={line} component="li" variant="body2">
                {line}
              </Typography>
            ))
          ) : (
            <Typography component="li" variant="body2" color="text.secondary">
              No bookable hours
            </Typography>
          )}
        </Box>
        {!disabled && cannotDisable && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
            {cannotDisable}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap' }}>
        <Button size="small" onClick={() => onEdit(location)} aria-label={`Edit ${location.name}`}>
          Edit
        </Button>
        <LocationStateButton location={location} blocked={Boolean(cannotDisable)} />
        {location.canDelete && <DeleteLocationButton location={location} />}
      </CardActions>
    </Card>
  );
}
