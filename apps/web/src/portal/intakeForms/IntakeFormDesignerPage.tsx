import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { Alert, Box, Breadcrumbs, Button, Card, CardContent, CircularProgress, Link, Stack, TextField, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useEffect, useState } from 'react';
import { Title, useBasename, useNotify } from 'react-admin';
import { accentOf, accentTheme, intakeFormProblem, intakeFormText, readIntakeTheme, type IntakeFormDraft } from '@app/intake-forms/shared';
import { rejectionMessages } from '../shared/commandRejected';
import { AddQuestionButton } from './AddQuestionButton';
import { addQuestion, draftOf, moveQuestion, removeAt, replaceAt } from './intakeDraft';
import { fetchIntakeFormDesign, saveIntakeForm, saveIntakeFormTheme } from './intakeFormQueries';
import { IntakeLookInputs } from './IntakeLookInputs';
import { IntakePreviewDialog } from './IntakePreviewDialog';
import { actionId, QuestionCard, type QuestionAction } from './QuestionCard';

interface Saved {
  saveNo: number;
  data: string | null;
  theme: string | null;
}

const themeText = (look: { accent: string; panelless: boolean }) => JSON.stringify(accentTheme(look.accent, look.panelless));

/** /portal/settings/intake_forms (spec 002 §2): the intake form designer; SurveyJS renders the preview. */
export function IntakeFormDesignerPage() {
  const notify = useNotify();
  const basename = useBasename();
  const [load, setLoad] = useState<{ error: string | null; saved: Saved | null }>({ error: null, saved: null });
  const [draft, setDraft] = useState<IntakeFormDraft | null>(null);
  const [look, setLook] = useState({ accent: accentOf(null), panelless: false });
  const [showErrors, setShowErrors] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [preview, setPreview] = useState(false);
  const [focus, setFocus] = useState<string | null>(null);

  useEffect(() => {
    fetchIntakeFormDesign().then(
      ({ data, theme, saveNo }) => {
        const read = readIntakeTheme(theme);
        const stored = read.ok ? read.theme : null;
        setLoad({ error: null, saved: { saveNo, data: data ?? null, theme: theme ?? null } });
        setDraft(draftOf(data ?? null));
        setLook({ accent: accentOf(stored), panelless: stored?.isPanelless ?? false });
      },
      (error: Error) => {
        console.error('Intake form not loaded', error); // spec 002 §8: intake failures are logged
        setLoad({ error: error.message, saved: null });
      },
    );
  }, []);

  // Focus follows a question moved with the keyboard; after a delete it goes to the next question.
  useEffect(() => {
    if (focus) document.getElementById(focus)?.focus();
  }, [focus, draft]);

  const breadcrumb = (
    <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 1 }}>
      <Link component={RouterLink} to={`${basename}/settings`} color="inherit" underline="hover">Settings</Link>
      <Typography color="text.primary">Intake Form</Typography>
    </Breadcrumbs>
  );

  if (load.error) {
    return (
      <Box sx={{ mt: 2 }}>
        <Title title="Intake Form" />
        {breadcrumb}
        <Alert severity="info">{load.error}</Alert>
      </Box>
    );
  }
  if (!draft || !load.saved) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading intake form" />
      </Box>
    );
  }

  const saved = load.saved;
  const formText = intakeFormText(draft);
  const theme = themeText(look);
  const changed = formText !== saved.data || (saved.theme ?? themeText({ accent: accentOf(null), panelless: false })) !== theme;
  const problem = intakeFormProblem(draft);
  const setQuestions = (questions: IntakeFormDraft['questions']) => setDraft({ ...draft, questions });

  const act = (index: number, action: QuestionAction) => {
    const { questions } = draft;
    const name = questions[index]!.name;
    if (action === 'delete') {
      const next = questions[index + 1] ?? questions[index - 1];
      setQuestions(removeAt(questions, index));
      setFocus(next ? actionId(next.name, 'delete') : null);
      return;
    }
    setQuestions(moveQuestion(questions, index, action === 'up' ? -1 : 1));
    const to = index + (action === 'up' ? -1 : 1);
    // At the top (bottom) the button pressed is disabled: keep focus on the other one.
    const edge = action === 'up' ? to === 0 : to === questions.length - 1;
    setFocus(actionId(name, edge ? (action === 'up' ? 'down' : 'up') : action));
  };

  const save = async () => {
    setShowErrors(true);
    setFailure(null);
    if (problem) return setFailure(problem);
    setSaving(true);
    try {
      let saveNo = saved.saveNo;
      if (formText !== saved.data) saveNo = await saveIntakeForm(formText, saved.saveNo);
      if (theme !== saved.theme) await saveIntakeFormTheme(theme);
      setLoad({ error: null, saved: { saveNo, data: formText, theme } });
      notify('Changes saved', { type: 'success' });
    } catch (error) {
      console.error('Intake form not saved', error);
      const text = rejectionMessages(error).join(' ') || 'Please try again later.';
      setFailure(text);
      notify(text, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box sx={{ mt: 2, mb: 4, maxWidth: 860 }}>
      <Title title="Intake Form" />
      {breadcrumb}
      <Typography variant="h5" component="h1" sx={{ mb: 0.5 }}>
        Intake form
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        The questions your clients answer before their first visit. Send the form from a client’s Intake form tab.
      </Typography>
      <Stack sx={{ gap: 2 }}>
        <Card>
          <CardContent>
            <Stack sx={{ gap: 2 }}>
              <TextField size="small" label="Form title" value={draft.title} onChange={(event) => setDraft({ ...draft, title: event.target.value })} />
              <TextField
                size="small"
                label="Introduction (optional)"
                multiline
                minRows={2}
                value={draft.description}
                onChange={(event) => setDraft({ ...draft, description: event.target.value })}
              />
              <IntakeLookInputs accent={look.accent} panelless={look.panelless} onChange={setLook} />
            </Stack>
          </CardContent>
        </Card>
        <Box component="section" aria-label="Questions">
          <Stack sx={{ gap: 1.5 }}>
            {draft.questions.length === 0 && (
              <Alert severity="info">No questions yet. Add the first one: short text, choices, yes/no, a date, a signature or a consent checkbox.</Alert>
            )}
            {draft.questions.map((question, index) => (
              <QuestionCard
                key={question.name}
                question={question}
                position={index + 1}
                count={draft.questions.length}
                showErrors={showErrors}
                onChange={(changedQuestion) => setQuestions(replaceAt(draft.questions, index, changedQuestion))}
                onAction={(action) => act(index, action)}
              />
            ))}
            <Box>
              <AddQuestionButton onAdd={(kind) => setQuestions(addQuestion(draft.questions, kind))} />
            </Box>
          </Stack>
        </Box>
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button startIcon={<VisibilityIcon />} disabled={draft.questions.length === 0} onClick={() => setPreview(true)}>
            Preview
          </Button>
          <Button variant="contained" disabled={saving || !changed} onClick={save}>
            {saving ? 'Saving…' : 'Save'}
          </Button>
        </Stack>
      </Stack>
      <IntakePreviewDialog open={preview} form={formText} theme={theme} onClose={() => setPreview(false)} />
    </Box>
  );
}
