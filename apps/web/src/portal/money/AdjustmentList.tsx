import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { IconButton, List, ListItem, ListItemText, Tooltip } from '@mui/material';
import type { Money } from './moneyText';
import { dollars } from './moneyText';

interface Props {
  adjustments: Money['adjustments'];
  pending: boolean;
  onRemove: (adjustmentId: string) => void;
}

/** The appointment's adjustments; a refund made through the card provider cannot be removed. */
export function AdjustmentList({ adjustments, pending, onRemove }: Props) {
  if (adjustments.length === 0) return null;
  return (
    <List dense disablePadding aria-label="Adjustments">
      {adjustments.map((a) => (
        <ListItem
          key={a.id}
          disableGutters
          secondaryAction={
            a.refunded ? null : (
              <Tooltip title="Remove adjustment">
                <IconButton edge="end" aria-label={`Remove adjustment of ${dollars(a.amountCents)}`} disabled={pending} onClick={() => onRemove(a.id)}>
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )
          }
        >
          <ListItemText
            primary={`${a.refunded ? 'Refund' : 'Adjustment'} −${dollars(a.amountCents)}`}
            secondary={[new Date(a.adjustedAt).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' }), a.note].filter(Boolean).join(' · ')}
          />
        </ListItem>
      ))}
    </List>
  );
}
