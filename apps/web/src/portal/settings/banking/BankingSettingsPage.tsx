import { Alert, Box, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { Title, useNotify } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { ActiveProviderChoice } from './ActiveProviderChoice';
import { stripeConnectionError } from './bankingMessages';
import { CardRulesForm } from './CardRulesForm';
import { CurrencySelect } from './CurrencySelect';
import { OfflineOptions } from './OfflineOptions';
import { PaypalCard } from './PaypalCard';
import { takeReloadToast } from './reloadWithToast';
import { SettingsSection } from './SettingsSection';
import { SquareCard } from './SquareCard';
import { StripeCard } from './StripeCard';
import { TipsToggle } from './TipsToggle';
import { useBankingSettings, type BankingState } from './useBankingSettings';

/** /portal/settings/banking (spec 002 §2 "Payments page"): providers, currency, offline options, tips, card rules. */
export function BankingSettingsPage() {
  const { data, error, loading } = useBankingSettings();
  useArrivalToasts(data);
  return (
    <Box sx={{ mt: 2, mb: 4, maxWidth: 1120 }}>
      <Title title="Payment settings" />
      <Typography variant="h5" component="h1" sx={{ mb: 0.5 }}>
        Payments
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        How clients pay you: card providers, PayPal and Venmo, offline methods, tips and card rules.
      </Typography>
      {loading && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress size={32} aria-label="Loading payment settings" />
        </Box>
      )}
      {error && !data && <Alert severity="error">Could not load your payment settings. Please try again later.</Alert>}
      {data && <BankingSettings data={data} />}
    </Box>
  );
}

function BankingSettings({ data }: { data: NonNullable<BankingState['data']> }) {
  const { paymentSettings: settings, paymentIntegrations: integrations } = data;
  const active = integrations.paymentProvider;
  const providerReady = (active === 'stripe' && integrations.stripeInfo.operational) || (active === 'square' && integrations.squareInfo.squareConnected);
  return (
    <Stack sx={{ gap: 2 }}>
      <SettingsSection title="Payment providers" description="Connect a card provider to take cards; PayPal and Venmo are in beta.">
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
          <StripeCard stripe={integrations.stripeInfo} active={active === 'stripe'} />
          <SquareCard square={integrations.squareInfo} active={active === 'square'} />
          <PaypalCard paypal={integrations.paypalInfo} />
        </Box>
      </SettingsSection>
      <SettingsSection title="Active card provider" description="One provider takes your clients' cards at a time.">
        <ActiveProviderChoice integrations={integrations} />
      </SettingsSection>
      {integrations.currencyEnabled && (
        <SettingsSection title="Currency">
          <CurrencySelect currency={settings.currency} />
        </SettingsSection>
      )}
      <SettingsSection title="Offline payment options" description="Other ways clients may pay you.">
        <OfflineOptions settings={settings} />
      </SettingsSection>
      <SettingsSection title="Tips">
        <TipsToggle acceptsTips={settings.acceptsTips} />
      </SettingsSection>
      <SettingsSection title="Cards and reminders" description="Cards when clients book, and reminders when a payment is past due.">
        <CardRulesForm settings={settings} providerReady={providerReady} />
      </SettingsSection>
    </Stack>
  );
}

/** A toast left by a reload (switching provider), and Stripe's connection error (spec 002 §8), once per visit. */
function useArrivalToasts(data: BankingState['data']) {
  const notify = useNotify();
  // Coming back from a failed Stripe return, that toast was just shown.
  const { state } = useLocation();
  const shown = useRef<string | null>(null);
  const skipFirst = useRef(!!(state as { connectionErrorShown?: boolean } | null)?.connectionErrorShown);
  useEffect(() => {
    const left = takeReloadToast();
    if (left) notify(left, { type: 'success' });
  }, [notify]);
  const stripeError = data?.paymentIntegrations.stripeInfo.connectionError ?? null;
  useEffect(() => {
    if (!data) return;
    if (stripeError && shown.current !== stripeError && !skipFirst.current) notify(stripeConnectionError(stripeError), { type: 'error' });
    skipFirst.current = false;
    shown.current = stripeError;
  }, [data, stripeError, notify]);
}
