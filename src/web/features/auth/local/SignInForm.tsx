import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { authClient } from './auth-client';
import { AuthCard } from './AuthCard';
import { FormField } from './FormField';
import { authErrorMessage, validateSignIn, type FieldErrors } from './validation';
import { safeRedirectTarget } from '../safe-redirect';

export function SignInForm() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redirect = safeRedirectTarget(params.get('redirect'));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'email' | 'password'>>({});
  const [formError, setFormError] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateSignIn({ email, password });
    setErrors(found);
    setFormError('');
    if (Object.keys(found).length) return;
    setSubmitting(true);
    const { error } = await authClient.signIn.email({ email: email.trim(), password });
    setSubmitting(false);
    if (error) {
      setFormError(authErrorMessage(error));
      return;
    }
    navigate(redirect, { replace: true });
  };

  const signUpHref = params.get('redirect')
    ? `/sign-in/sign-up?redirect=${encodeURIComponent(redirect)}`
    : '/sign-in/sign-up';
  return (
    <AuthCard title="Sign in" subtitle="Welcome back. Sign in to talk to your AI doctor assistant.">
      <form className="mt-6 space-y-4" onSubmit={submit} noValidate>
        {formError && (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
            {formError}
          </p>
        )}
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
        <Link className="font-semibold text-brand-700 underline" to={signUpHref}>
          Create an account
        </Link>
      </p>
    </AuthCard>
  );
}
