// The Gift Cards tab: the practice's templates with their Active and Online switches (each a
// save of the template, sent pessimistically), and a dialog to create or edit one.
import AddIcon from '@mui/icons-material/Add';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcardOutlined';
import { Alert, Box, Button, Card, CircularProgress, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { useCommand } from '../shared/useCommand';
import { useRefreshedRead } from '../shared/useRefreshedRead';
import { fetchGiftCardTemplates, giftCardMoney, saveGiftCardTemplate, type GiftCardTemplate } from './giftCardCalls';
import { GiftCardTemplateDialog } from './GiftCardTemplateDialog';
import { saveTemplateTexts } from './giftCardTexts';

export function GiftCardTemplatesTab() {
  const { data: templates, error, loading } = useRefreshedRead(fetchGiftCardTemplates);
  const [editing, setEditing] = useState<GiftCardTemplate | 'new' | null>(null);
  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, py: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 240px' }}>
          Gift cards your clients can buy for others on your public page. The code is e-mailed to the recipient; redeem it on the Activity tab when they pay with it.
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} disabled={loading} onClick={() => setEditing('new')}>
          Create gift card
        </Button>
      </Stack>
      {loading ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
          <CircularProgress size={28} aria-label="Loading gift cards" />
        </Box>
      ) : error && !templates ? (
        <Alert severity="error">{`Could not load your gift cards: ${error.message}`}</Alert>
      ) : !templates?.length ? (
        <Box sx={{ textAlign: 'center', py: 5, color: 'text.secondary' }}>
          <CardGiftcardIcon sx={{ fontSize: 48 }} />
          <Typography>No gift cards yet. Create one to sell it on your public page.</Typography>
        </Box>
      ) : (
        <Stack spacing={1.5}>
          {templates.map((template) => (
            <TemplateRow key={template.id} template={template} onEdit={() => setEditing(template)} />
          ))}
        </Stack>
      )}
      <GiftCardTemplateDialog editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}

function TemplateRow({ template, onEdit }: { template: GiftCardTemplate; onEdit: () => void }) {
  const { run, pending } = useCommand(saveTemplateTexts);
  const toggle = (change: { active?: boolean; public?: boolean }) =>
    run(() => saveGiftCardTemplate({ id: template.id, amountCents: template.amountCents, description: template.description, active: template.active, public: template.public, ...change }));
  const amount = giftCardMoney(template.amountCents, template.amountCurrency);
  return (
    <Card variant="outlined" sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }} data-testid="gift-card-template">
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Typography variant="h6" component="h3">{amount} gift card</Typography>
        {template.description && <Typography variant="body2" color="text.secondary">{template.description}</Typography>}
      </Box>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <FormControlLabel control={<Switch checked={template.active} disabled={pending} onChange={(e) => toggle({ active: e.target.checked })} />} label="Active" />
        <FormControlLabel control={<Switch checked={template.public} disabled={pending} onChange={(e) => toggle({ public: e.target.checked })} />} label="Online" />
        <Button onClick={onEdit} aria-label={`Edit the ${amount} gift card`}>Edit</Button>
      </Stack>
    </Card>
  );
}
