import { Box, Typography } from '@mui/material';
import { answersOf, readIntakeForm, readIntakeResponse } from '@app/intake-forms/shared';

/** The client's answers beside the questions they were asked (the form as it was sent). */
export function IntakeAnswers({ form, data }: { form: string; data: string }) {
  const read = readIntakeForm(form);
  const answers = readIntakeResponse(data);
  if (!read.ok || !answers.ok) return <Typography color="error">These answers could not be read.</Typography>;
  return (
    <Box component="dl" aria-label="Intake form answers" sx={{ m: 0, display: 'grid', gap: 2 }}>
      {answersOf(read.form, answers.data).map(({ name, title, answer }) => (
        <Box key={name} sx={{ borderBottom: 1, borderColor: 'divider', pb: 1.5 }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>
            {title}
          </Typography>
          <Typography component="dd" sx={{ m: 0, mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {answer.type === 'text' ? (
              answer.text
            ) : answer.type === 'image' ? (
              <Box
                component="img"
                src={answer.src}
                alt={`Signature: ${title}`}
                sx={{ display: 'block', maxWidth: '100%', maxHeight: 160, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }}
              />
            ) : (
              <Box component="span" sx={{ color: 'text.disabled' }}>
                No answer
              </Box>
            )}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
