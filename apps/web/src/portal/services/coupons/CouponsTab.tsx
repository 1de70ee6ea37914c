// The Coupons tab of /portal/services (#coupons, spec 002 §2): the practice's coupons and a flyout
// to create or edit one (a redeemed coupon only shows, and can be deleted).
import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, Card, CardActionArea, CircularProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Flyout } from '../../layout/Flyout';
import { useRefreshViews } from '../../shared/refreshViews';
import { useRefreshedRead } from '../../shared/useRefreshedRead';
import { fetchCoupons, fetchCouponServices, type Coupon } from './couponCalls';
import { CouponForm } from './CouponForm';
import { discountText, limitsText } from './couponText';

export function CouponsTab() {
  const { data: coupons, error, loading } = useRefreshedRead(fetchCoupons);
  const { data: services } = useRefreshedRead(fetchCouponServices);
  const refreshViews = useRefreshViews();
  /** null: closed; 'new': creating; else the coupon being edited. */
  const [open, setOpen] = useState<Coupon | 'new' | null>(null);
  const names = new Map((services ?? []).map((s) => [s.id, s.name]));
  const done = () => {
    setOpen(null);
    refreshViews();
  };

  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, p: 2, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 240px' }}>
          Codes clients enter when they book for a discount.
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} disabled={loading} onClick={() => setOpen('new')}>
          Create coupon
        </Button>
      </Stack>
      {loading ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
          <CircularProgress size={28} aria-label="Loading coupons" />
        </Box>
      ) : error && !coupons ? (
        <Alert severity="error" sx={{ m: 2 }}>
          Could not load your coupons. Please try again later.
        </Alert>
      ) : !coupons?.length ? (
        <Box sx={{ p: 3, textAlign: 'center' }}>
          <Typography variant="subtitle1">No coupons yet</Typography>
          <Typography variant="body2" color="text.secondary">
            Create a coupon to give clients a fixed or percentage discount when they book online.
          </Typography>
        </Box>
      ) : (
        <Stack spacing={1.5} sx={{ p: { xs: 1, sm: 2 }, pt: { xs: 0, sm: 0 } }} aria-label="Coupons">
          {coupons.map((c) => (
            <Card key={c.id} variant="outlined">
              <CardActionArea onClick={() => setOpen(c)} sx={{ p: 2 }} aria-label={`Coupon ${c.code}`}>
                <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
                  <Typography variant="subtitle1" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
                    {c.code}
                  </Typography>
                  <Typography variant="body1">{discountText(c)}</Typography>
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {limitsText(c, names)}
                </Typography>
              </CardActionArea>
            </Card>
          ))}
        </Stack>
      )}
      <Flyout open={open !== null} title={open === 'new' ? 'Create coupon' : open?.editable ? 'Edit coupon' : 'Coupon'} onClose={() => setOpen(null)}>
        {open !== null && <CouponForm key={open === 'new' ? 'new' : open.id} coupon={open === 'new' ? null : open} services={services ?? []} onDone={done} />}
      </Flyout>
    </>
  );
}
