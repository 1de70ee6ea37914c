import { FormControl, FormControlLabel, FormHelperText, Radio, RadioGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm } from 'react-admin';
import { useCommand } from '../../shared/useCommand';
import { bankingCommands, type CardProvider, type Integrations } from './bankingCalls';
import { CLIENTS_REENTER_CARDS, providerTexts, SETTINGS_UPDATED } from './bankingMessages';
import { reloadWithToast } from './reloadWithToast';

const LABELS: Record<CardProvider, string> = { stripe: 'Stripe', square: 'Square' };

/**
 * The active card provider, Stripe or Square (spec 002 §4): only a connected one can be chosen;
 * switching asks first (clients re-enter their cards) and reloads the page.
 */
export function ActiveProviderChoice({ integrations }: { integrations: Integrations }) {
  const [switchTo, setSwitchTo] = useState<CardProvider | null>(null);
  const { run, pending } = useCommand(providerTexts);
  const ready: Record<CardProvider, boolean> = { stripe: integrations.stripeInfo.operational, square: integrations.squareInfo.squareConnected };
  const active = integrations.paymentProvider as CardProvider | null;
  if (!ready.stripe && !ready.square && !active) {
    return <Typography variant="body2">No card provider is connected yet. Connect Stripe or Square above to take cards.</Typography>;
  }
  return (
    <FormControl disabled={pending}>
      <RadioGroup
        aria-label="Active card provider"
        value={active ?? ''}
        onChange={(_event, value) => value !== active && setSwitchTo(value as CardProvider)}
      >
        {(['stripe', 'square'] as const).map((provider) => (
          <FormControlLabel
            key={provider}
            value={provider}
            disabled={!ready[provider] && active !== provider}
            control={<Radio />}
            label={ready[provider] || active === provider ? LABELS[provider] : `${LABELS[provider]} (connect it first)`}
          />
        ))}
      </RadioGroup>
      <FormHelperText>Clients' cards are saved and charged with the active provider.</FormHelperText>
      <Confirm
        isOpen={switchTo !== null}
        loading={pending}
        title={`Switch to ${switchTo ? LABELS[switchTo] : ''}?`}
        content={CLIENTS_REENTER_CARDS}
        confirm="Switch"
        onClose={() => setSwitchTo(null)}
        onConfirm={async () => {
          const to = switchTo;
          setSwitchTo(null);
          if (to && (await run(() => bankingCommands.switchProvider(to)))) reloadWithToast(SETTINGS_UPDATED);
        }}
      />
    </FormControl>
  );
}
