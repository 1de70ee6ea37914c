// Lifer practices only (spec 002 §6): the credit paid out, recorded by support; the badge is a
// warning while pending, success otherwise (§4).
import { Card, CardContent, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { referralDateText, withdrawalBadgeColor } from '@app/referrals/shared';
import { referralMoney } from './referralMoney';
import type { PractitionerReferral } from './referralCalls';

export function CreditWithdrawalsCard({ withdrawals }: { withdrawals: PractitionerReferral['withdrawals'] }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Credit withdrawals
        </Typography>
        {withdrawals.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
            No withdrawals yet. Contact support to withdraw your referral credit.
          </Typography>
        ) : (
          <Table size="small" aria-label="Credit withdrawals">
            <TableHead>
              <TableRow>
                <TableCell>Date</TableCell>
                <TableCell align="right">Amount</TableCell>
                <TableCell align="right">Status</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {withdrawals.map((w) => (
                <TableRow key={w.id}>
                  <TableCell>{referralDateText(w.withdrawalDate)}</TableCell>
                  <TableCell align="right">{referralMoney(w.amountCents)}</TableCell>
                  <TableCell align="right">
                    <Chip size="small" label={w.status} color={withdrawalBadgeColor(w.status)} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
