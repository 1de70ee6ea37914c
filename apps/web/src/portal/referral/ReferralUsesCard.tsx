// Who signed up with the code, by date (MM/DD/YYYY), and the total they earned: uses x credit (spec 002 §9).
import { Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { referralDateText, referralTotalCents } from '@app/referrals/shared';
import { referralMoney } from './referralMoney';
import type { PractitionerReferral } from './referralCalls';

export function ReferralUsesCard({ referral }: { referral: PractitionerReferral }) {
  const uses = referral.referralUses;
  const total = referralTotalCents(uses.length, referral.amountCents);
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 2, flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h6" component="h2">
            Referrals
          </Typography>
          <Typography variant="body1" aria-label="Referral total">
            Total: <strong>{referralMoney(total)}</strong>
          </Typography>
        </Stack>
        {uses.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
            No one has signed up with your code yet. Share it with a practitioner you know to earn your first free month.
          </Typography>
        ) : (
          <Table size="small" aria-label="Referrals">
            <TableHead>
              <TableRow>
                <TableCell>Referral</TableCell>
                <TableCell>Signed up</TableCell>
                <TableCell align="right">Credit</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {uses.map((use, i) => (
                <TableRow key={use.id}>
                  <TableCell>#{i + 1}</TableCell>
                  <TableCell>{referralDateText(use.useDate)}</TableCell>
                  <TableCell align="right">{referralMoney(referral.amountCents)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {`${uses.length} ${uses.length === 1 ? 'referral' : 'referrals'} × ${referralMoney(referral.amountCents)}`}
        </Typography>
      </CardContent>
    </Card>
  );
}
