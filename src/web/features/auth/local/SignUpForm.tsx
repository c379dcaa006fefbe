import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { authClient } from './auth-client';
import { AuthCard } from './AuthCard';
import { FormField } from './FormField';
import {
  authErrorMessage,
  MIN_PASSWORD_LENGTH,
  validateSignUp,
  type FieldErrors,
  type SignUpValues,
} from './validation';
import { safeRedirectTarget } from '../safe-redirect';

const empty: SignUpValues = { firstName: '', lastName: '', email: '', password: '' };

export function SignUpForm() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redirect = safeRedirectTarget(params.get('redirect'));
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors<keyof SignUpValues>>({});
  const [formError, setFormError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const set = (field: keyof SignUpValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateSignUp(values);
    setErrors(found);
    setFormError('');
    if (Object.keys(found).length) return;
    setSubmitting(true);
    const firstName = values.firstName.trim();
    const lastName = values.lastName.trim();
    const { error } = await authClient.signUp.email({
      email: values.email.trim(),
      password: values.password,
      name: `${firstName} ${lastName}`,
      firstName,
      lastName,
    });
    setSubmitting(false);
    if (error) {
      setFormError(authErrorMessage(error));
      return;
    }
    navigate(redirect, { replace: true });
  };

  const signInHref = params.get('redirect')
    ? `/sign-in?redirect=${encodeURIComponent(redirect)}`
    : '/sign-in';
  return (
    <AuthCard
      title="Create your account"
      subtitle="It takes a minute. Your consultations stay private to you."
    >
      <form className="mt-6 space-y-4" onSubmit={submit} noValidate>
        {formError && (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
            {formError}
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label="First name"
            name="firstName"
            autoComplete="given-name"
            value={values.firstName}
            onChange={set('firstName')}
            error={errors.firstName}
            required
          />
          <FormField
            label="Last name"
            name="lastName"
            autoComplete="family-name"
            value={values.lastName}
            onChange={set('lastName')}
            error={errors.lastName}
            required
          />
        </div>
        <FormField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
          error={errors.email}
          required
        />
        <FormField
          label="Password"
          type="password"
          name="password"
          autoComplete="new-password"
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          value={values.password}
          onChange={set('password')}
          error={errors.password}
          required
        />
        <button type="submit" className="btn-primary w-full" disabled={submitting}>
          {submitting ? 'Creating your account…' : 'Create account'}
        </button>
      </form>
      <p className="mt-6 text-center text-sm text-muted">
        Already have an account?{' '}
        <Link className="font-semibold text-brand-700 underline" to={signInHref}>
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}
