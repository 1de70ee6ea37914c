import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { ArrayInput, NumberInput, RemoveItemButton, SimpleFormIterator, useSimpleFormIterator } from 'react-admin';
import { PriceInput } from './PriceInput';

function AddVariationButton() {
  const { add } = useSimpleFormIterator();
  return (
    <Button size="small" startIcon={<AddIcon />} onClick={() => add({ timeLength: null, amountCents: 0 })}>
      Add variation
    </Button>
  );
}

/** Other lengths and prices of the same service; each needs its own price and duration (spec 002 §5). */
export function VariationInputs() {
  return (
    <ArrayInput source="variations" label="Variations (other lengths and prices)" helperText={false}>
      <SimpleFormIterator
        inline
        disableReordering
        disableClear
        addButton={<AddVariationButton />}
        removeButton={<RemoveItemButton label="Remove variation" />}
        // react-admin shows the remove button only on hover; keyboard users need it too.
        sx={{ '& .RaSimpleFormIterator-action': { visibility: 'visible' } }}
      >
        <NumberInput source="timeLength" label="Duration (minutes)" min={0} step={5} sx={{ width: 180 }} />
        <PriceInput source="amountCents" label="Price" />
      </SimpleFormIterator>
    </ArrayInput>
  );
}
