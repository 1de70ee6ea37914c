// /portal/gift_card_templates (spec 002 §2 Gift Cards settings): tabs Gift Cards and Activity.
// The menu shows it only while giftCardsEnabled is on; with it off the page says so.
import { Alert, Box, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { Title } from 'react-admin';
import { usePracticeFlags } from '../practice/usePracticeFlags';
import { GiftCardActivityTab } from './GiftCardActivityTab';
import { GiftCardTemplatesTab } from './GiftCardTemplatesTab';

type GiftCardsTab = 'templates' | 'activity';

export function GiftCardsPage() {
  const flags = usePracticeFlags();
  const [tab, setTab] = useState<GiftCardsTab>(() => (window.location.hash === '#activity' ? 'activity' : 'templates'));
  const show = (next: GiftCardsTab) => {
    setTab(next);
    window.history.replaceState(null, '', next === 'activity' ? '#activity' : window.location.pathname);
  };
  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title="Gift Cards" />
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, mb: 1 }}>
        Gift Cards
      </Typography>
      {flags && !flags.giftCardsEnabled ? (
        <Alert severity="info">Gift cards are not enabled for this practice.</Alert>
      ) : (
        <>
          <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
            <Tabs value={tab} onChange={(_event, next: GiftCardsTab) => show(next)} aria-label="Gift cards">
              <Tab value="templates" label="Gift Cards" id="gift-cards-tab-templates" aria-controls="gift-cards-tabpanel" />
              <Tab value="activity" label="Activity" id="gift-cards-tab-activity" aria-controls="gift-cards-tabpanel" />
            </Tabs>
          </Box>
          <Box role="tabpanel" id="gift-cards-tabpanel" aria-labelledby={`gift-cards-tab-${tab}`}>
            {tab === 'templates' ? <GiftCardTemplatesTab /> : <GiftCardActivityTab />}
          </Box>
        </>
      )}
    </Box>
  );
}
