import { Alert, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useAuthProvider, useBasename } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { graphql } from '../../graphql';
import { graphqlRequest } from '../../shared/graphqlRequest';
import { AuthCard } from './AuthCard';

const SIGN_UP = graphql(`mutation SignUp($input: SignUpInput!) { signUp(input: $input) { result errors } }`);

const emptyForm = { name: '', email: '', password: '', practiceName: '' };

/**
 * Creates the pro and their practice, logs in with the same credentials, then reloads into
 * the portal: react-admin keeps the 'not logged in' answer it got on this page, and a fresh
 * load is the simple way to drop it.
 */
export function SignUpPage() {
  const authProvider = useAuthProvider();
  const basename = useBasename();
  const [form, setForm] = useState(emptyForm);
  const [errors, setErrors] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  // A referral link (/portal/sign-up?ref=CODE) credits the practice that shared it; the server ignores an unknown code.
  const referralCode = useSearchParams()[0].get('ref')?.trim() || null;
  const field = (key: keyof typeof emptyForm) => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [key]: event.target.value }),
    required: true,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    setErrors([]);
    try {
      const { signUp } = await graphqlRequest(SIGN_UP, { input: { ...form, referralCode } });
      if (signUp.result !== 'success') {
        setErrors(signUp.errors.length ? signUp.errors : ['Unable to sign up']);
        setSending(false);
        return;
      }
      await authProvider!.login({ username: form.email, password: form.password });
      window.location.assign(`${basename}/`);
    } catch (failure) {
      setErrors([failure instanceof Error ? failure.message : 'Unable to sign up']);
      setSending(false);
    }
  }

  return (
    <AuthCard title="Create your practice account">
      <Stack component="form" spacing={2} onSubmit={submit}>
        {errors.length > 0 && (
          <Alert severity="error">
            {errors.map((message) => (
              <div key={message}>{message}</div>
            ))}
          </Alert>
        )}
        <TextField label="Your name" autoComplete="name" autoFocus {...field('name')} />
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        <TextField label="Password" type="password" autoComplete="new-password" {...field('password')} />
        <TextField label="Practice name" autoComplete="organization" {...field('practiceName')} />
        {referralCode && <Typography variant="body2" color="text.secondary">{`Referral code: ${referralCode.toUpperCase()}`}</Typography>}
        <Button type="submit" variant="contained" size="large" disabled={sending}>
          {sending ? 'Creating your account…' : 'Sign up'}
        </Button>
        <Typography variant="body2">
          Already have an account?{' '}
          <Link component={RouterLink} to={`${basename}/login`}>
            Log in
          </Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}
