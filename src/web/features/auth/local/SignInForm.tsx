import { useState } from 'react';
import { Link } from 'react-router';
import { authClient } from './auth-client';
import { AuthCard } from './AuthCard';
import { FormField } from './FormField';
import { validateSignIn } from './validation';
import { FormAlert, useAuthForm } from './use-auth-form';

export function SignInForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { errors, formError, submitting, submitWith, keepRedirect } = useAuthForm<'email' | 'password'>();
  const submit = submitWith(
    () => validateSignIn({ email, password }),
    () => authClient.signIn.email({ email: email.trim(), password }),
  );

  return (
    <AuthCard title="Sign in" subtitle="Welcome back. Sign in to talk to your AI doctor assistant.">
      <form className="mt-6 space-y-4" onSubmit={submit} noValidate>
        <FormAlert message={formError} />
        <FormField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
          required
        />
        <FormField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
          required
        />
        <button type="submit" className="btn-primary w-full" disabled={submitting}>
          {submitting ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
      <p className="mt-6 text-center text-sm text-muted">
        New to Carelune?{' '}
        <Link className="font-semibold text-brand-700 underline" to={keepRedirect('/sign-in/sign-up')}>
          Create an account
        </Link>
      </p>
    </AuthCard>
  );
}
