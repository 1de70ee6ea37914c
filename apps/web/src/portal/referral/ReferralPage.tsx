// /portal/referral (spec 002 §2 'Referral Program: Get a free month!'): how the program works, the
// code to share, the referrals with their total, and for lifer practices the credit withdrawals.
import { Alert, Box, CircularProgress, Stack, Typography } from '@mui/material';
import { ReferralMessages } from '@app/referrals/shared';
import { Title } from 'react-admin';
import { useRefreshedRead } from '../shared/useRefreshedRead';
import { CreditWithdrawalsCard } from './CreditWithdrawalsCard';
import { fetchReferral } from './referralCalls';
import { ReferralCodeCard } from './ReferralCodeCard';
import { referralMoney } from './referralMoney';
import { ReferralUsesCard } from './ReferralUsesCard';

export function ReferralPage() {
  const { data: referral, error, loading } = useRefreshedRead(fetchReferral);

  return (
    <Box sx={{ mt: 2, mb: 4, maxWidth: 760 }}>
      <Title title="Referral Program" />
      <Typography variant="h5" component="h1" gutterBottom>
        {ReferralMessages.pageTitle}
      </Typography>
      <Typography variant="body1" color="text.secondary" sx={{ mb: 2 }}>
        Know a practitioner who would love to book clients online? Share your discount code or your sign-up link. Each practitioner who
        signs up with it earns you {referral ? referralMoney(referral.amountCents) : 'a month'} of credit: a free month of your subscription.
        {referral?.isLifer && ' As a lifer member, your credit is paid out to you instead: withdrawals are listed below.'}
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {`Error loading your referral program: ${error.message}`}
        </Alert>
      )}
      {loading ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress size={32} aria-label="Loading your referral program" />
        </Box>
      ) : referral ? (
        <Stack spacing={2}>
          <ReferralCodeCard discountCode={referral.discountCode} />
          <ReferralUsesCard referral={referral} />
          {referral.isLifer && <CreditWithdrawalsCard withdrawals={referral.withdrawals} />}
        </Stack>
      ) : null}
    </Box>
  );
}
