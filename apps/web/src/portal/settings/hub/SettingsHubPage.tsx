// The settings hub (spec 002 §2 /portal/settings): one card per settings page. The Subscription
// card is left out: the spec shows it only when a subscription-link flag is set, and no such flag
// exists in this product yet (nor a /portal/subscriptions page).
import { Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { Title, useBasename } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { usePracticeFlags } from '../../practice/usePracticeFlags';
import { useCalendarIntegrations } from '../calendar/useCalendarIntegrations';

interface HubCard {
  title: string;
  text: string;
  to: string;
  action: string;
}

function SettingsCard({ card }: { card: HubCard }) {
  // Links built by hand inside the portal's router start with the basename ("/portal").
  const basename = useBasename();
  return (
    <Card variant="outlined" component="section" aria-label={card.title} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {card.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {card.text}
        </Typography>
      </CardContent>
      <CardActions>
        <Button component={RouterLink} to={`${basename}${card.to}`} variant="outlined" aria-label={`${card.action} ${card.title}`}>
          {card.action}
        </Button>
      </CardActions>
    </Card>
  );
}

export function SettingsHubPage() {
  const calendars = useCalendarIntegrations();
  const flags = usePracticeFlags();
  const connected = (calendars.data?.connections.length ?? 0) > 0;
  const cards: HubCard[] = [
    { title: 'Calendar Integrations', text: 'Keep your other calendars and your bookings in step.', to: '/settings/calendar', action: connected ? 'Manage' : 'Connect' },
    ...(flags?.conferencingEnabled ? [{ title: 'Video Conferencing', text: 'Zoom meeting links for your virtual appointments.', to: '/settings/conferencing', action: 'Manage' }] : []),
    { title: 'Payments', text: 'Payment providers, currency, offline options and tips.', to: '/settings/banking', action: 'Manage' },
    { title: 'Communications', text: 'Reminders and the messages your clients receive.', to: '/settings/communication', action: 'Manage' },
    { title: 'Booking', text: 'Buffer, lead time, start times, approval and cancellation policy.', to: '/settings/booking', action: 'Manage' },
    ...(flags?.clientNotesEnabled ? [{ title: 'Intake Form', text: 'The questions clients answer before their first visit.', to: '/settings/intake_forms', action: 'Manage' }] : []),
    { title: 'Account', text: 'Your name, e-mail, phone, gender, date of birth and password.', to: '/settings/personal', action: 'Manage' },
  ];
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title="Settings" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Settings
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}>
        {cards.map((card) => (
          <SettingsCard key={card.title} card={card} />
        ))}
      </Box>
    </Box>
  );
}
