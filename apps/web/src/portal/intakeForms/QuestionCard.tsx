import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Card, CardContent, FormControlLabel, IconButton, MenuItem, Stack, Switch, TextField, Tooltip, Typography } from '@mui/material';
import { hasChoices, QUESTION_KINDS, type IntakeQuestion, type IntakeQuestionKind } from '@app/intake-forms/shared';
import { ChoicesEditor } from './ChoicesEditor';
import { changeKind } from './intakeDraft';

export type QuestionAction = 'up' | 'down' | 'delete';

interface Props {
  question: IntakeQuestion;
  /** 1-based. */
  position: number;
  count: number;
  /** Titles are checked once the pro tried to save. */
  showErrors: boolean;
  onChange: (question: IntakeQuestion) => void;
  onAction: (action: QuestionAction) => void;
}

/** The buttons' ids, so focus can follow a moved question (see IntakeFormDesignerPage). */
export const actionId = (name: string, action: QuestionAction) => `intake-${name}-${action}`;

const titleLabel = (kind: IntakeQuestionKind) => (kind === 'consent' ? 'Statement the client agrees to' : 'Question');

/** One question of the designer: its type, title, whether required, its choices; move and delete. */
export function QuestionCard({ question, position, count, showErrors, onChange, onAction }: Props) {
  const kindLabel = QUESTION_KINDS.find((k) => k.kind === question.kind)?.label ?? question.kind;
  const missingTitle = showErrors && !question.title.trim();
  return (
    <Card component="section" variant="outlined" aria-label={`Question ${position}: ${kindLabel}`}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
          <Typography variant="subtitle2" component="h3">
            Question {position}
          </Typography>
          <Stack direction="row">
            <Tooltip title="Move up">
              <span>
                <IconButton id={actionId(question.name, 'up')} aria-label={`Move question ${position} up`} disabled={position === 1} onClick={() => onAction('up')}>
                  <ArrowUpwardIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title="Move down">
              <span>
                <IconButton id={actionId(question.name, 'down')} aria-label={`Move question ${position} down`} disabled={position === count} onClick={() => onAction('down')}>
                  <ArrowDownwardIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title="Delete">
              <IconButton id={actionId(question.name, 'delete')} aria-label={`Delete question ${position}`} onClick={() => onAction('delete')}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Stack>
        </Stack>
        <Stack sx={{ gap: 2 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            <TextField
              select
              size="small"
              label="Question type"
              value={question.kind}
              onChange={(event) => onChange(changeKind(question, event.target.value as IntakeQuestionKind))}
              sx={{ minWidth: { sm: 200 } }}
              slotProps={{ htmlInput: { 'aria-label': `Question ${position} type` } }}
            >
              {QUESTION_KINDS.map(({ kind, label }) => (
                <MenuItem key={kind} value={kind}>
                  {label}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              fullWidth
              required
              multiline={question.kind === 'consent'}
              label={titleLabel(question.kind)}
              value={question.title}
              error={missingTitle}
              helperText={missingTitle ? 'Please enter a title.' : undefined}
              onChange={(event) => onChange({ ...question, title: event.target.value })}
              slotProps={{ htmlInput: { 'aria-label': `Question ${position} title` } }}
            />
          </Stack>
          {hasChoices(question.kind) && (
            <ChoicesEditor position={position} choices={question.choices} onChange={(choices) => onChange({ ...question, choices })} />
          )}
          <FormControlLabel
            control={<Switch checked={question.isRequired} onChange={(event) => onChange({ ...question, isRequired: event.target.checked })} />}
            label={question.kind === 'consent' ? 'Required (must be ticked)' : 'Required'}
            slotProps={{ typography: { variant: 'body2' } }}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
