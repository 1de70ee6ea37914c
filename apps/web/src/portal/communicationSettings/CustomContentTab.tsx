import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, Button, Card, CardContent, Chip, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { rejectionMessages } from '../shared/commandRejected';
import { copyText } from '../shared/CopyLinkButton';
import { TemplatePreview } from './TemplatePreview';
import { CURRENT_COMMUNICATION_SETTINGS_ID, type CommunicationSettings } from './types';

type EmailTemplate = CommunicationSettings['emailTemplates'][number];

const TITLES: Record<string, { title: string; about: string }> = {
  appointment_confirmed: { title: 'Confirmations', about: 'The opening of the e-mail a client gets when an appointment is confirmed.' },
  appointment_reminder: { title: 'Reminders', about: 'The opening of the reminder e-mail before an appointment.' },
};

/** One template: its content, Save, back to the default, the variables it may use (copy on click) and its live preview. */
function TemplateEditor({ settings, template }: { settings: CommunicationSettings; template: EmailTemplate }) {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [content, setContent] = useState(template.content);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { title, about } = TITLES[template.name] ?? { title: template.name, about: '' };

  const save = async (next: string, success: string) => {
    setSaving(true);
    setError(null);
    try {
      await dataProvider.update<CommunicationSettings>('communicationSettings', {
        id: CURRENT_COMMUNICATION_SETTINGS_ID,
        data: { ...settings, saveTemplates: [{ name: template.name, content: next }] },
        previousData: settings,
      });
      notify(success, { type: 'success' });
      refresh();
    } catch (failure) {
      // Spec 002 §8: the server's message, else 'Please try again later.'
      const text = rejectionMessages(failure).join(' ') || 'Please try again later.';
      setError(text);
      notify(text, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  const copy = async (variable: string) => {
    try {
      await copyText(`{{${variable}}}`);
      notify('Copied', { type: 'success' });
    } catch {
      notify(`Could not copy. Type {{${variable}}} instead.`, { type: 'error' });
    }
  };

  return (
    <Card component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {about}
        </Typography>
        <TextField
          label={`${title} content`}
          value={content}
          onChange={(e) => setContent(e.target.value)}
          multiline
          minRows={4}
          fullWidth
          error={!!error}
          helperText={error ?? (template.customContent ? 'Your own content.' : 'The default content.')}
        />
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 1 }}>
          Variables
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {template.allowedVariables.map((variable) => (
            <Chip key={variable} label={`{{${variable}}}`} size="small" variant="outlined" icon={<ContentCopyIcon />} onClick={() => copy(variable)} aria-label={`Copy {{${variable}}}`} />
          ))}
        </Box>
        <TemplatePreview name={template.name} content={content} />
        <Stack direction="row" sx={{ justifyContent: 'flex-end', gap: 1, pt: 2 }}>
          <Button
            onClick={() => {
              setContent(template.content);
              setError(null);
              notify('Your changes have been discarded.', { type: 'info' });
            }}
            disabled={saving || content === template.content}
          >
            Discard
          </Button>
          <Button onClick={() => save('', 'Email template updated successfully.').then(() => setContent(template.defaultContent))} disabled={saving || !template.customContent}>
            Use default
          </Button>
          <Button variant="contained" onClick={() => save(content, 'Email template updated successfully.')} disabled={saving || content === template.content}>
            Save
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** /portal/settings/communication/templates (spec 002 §2: the Custom content tab). */
export function CustomContentTab({ settings }: { settings: CommunicationSettings }) {
  return (
    <Stack sx={{ gap: 2 }}>
      {settings.emailTemplates.map((template) => (
        <TemplateEditor key={`${template.name}:${template.content}`} settings={settings} template={template} />
      ))}
    </Stack>
  );
}
