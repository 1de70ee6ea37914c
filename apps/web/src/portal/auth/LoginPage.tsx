import { Alert, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useBasename, useLogin } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { AuthCard } from './AuthCard';

export function LoginPage() {
  const login = useLogin();
  const basename = useBasename();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    setError(null);
    try {
      await login({ username: email, password });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Unable to log in');
      setSending(false);
    }
  }

  return (
    <AuthCard title="Log in to your practice">
      <Stack component="form" spacing={2} onSubmit={submit} noValidate={false}>
        {error && <Alert severity="error">{error}</Alert>}
        <TextField label="Email" type="email" autoComplete="email" required autoFocus value={email} onChange={(e) => setEmail(e.target.value)} />
        <TextField label="Password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        <Button type="submit" variant="contained" size="large" disabled={sending}>
          {sending ? 'Logging in…' : 'Log in'}
        </Button>
        <Typography variant="body2">
          New here?{' '}
          <Link component={RouterLink} to={`${basename}/sign-up`}>
            Create your practice account
          </Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}
