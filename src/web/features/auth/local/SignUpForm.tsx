import { useState } from 'react';
import { Link } from 'react-router';
import { authClient } from './auth-client';
import { AuthCard } from './AuthCard';
import { FormField } from './FormField';
import { PASSWORD_HINT } from '../../../../domain/password-rule';
import { CHECK_EXISTING_ACCOUNT, validateSignUp, type SignUpValues } from './validation';
import { FormAlert, useAuthForm } from './use-auth-form';

const empty: SignUpValues = { firstName: '', lastName: '', email: '', password: '' };

export function SignUpForm() {
  const [values, setValues] = useState(empty);
  const { errors, formError, submitting, submitWith, keepRedirect } = useAuthForm<keyof SignUpValues>();
  const set = (field: keyof SignUpValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const submit = submitWith(
    () => validateSignUp(values),
    async () => {
      const firstName = values.firstName.trim();
      const lastName = values.lastName.trim();
      const email = values.email.trim();
      const signedUp = await authClient.signUp.email({
        email,
        password: values.password,
        name: `${firstName} ${lastName}`,
        firstName,
        lastName,
        // Sign-up signs no one in: re-reading the session would only reset this form while it is still needed.
        fetchOptions: { disableSignal: true },
      });
      if (signedUp.error) return signedUp;
      // Sign-up answers the same whether or not the email has an account; signing in tells them apart.
      const signedIn = await authClient.signIn.email({ email, password: values.password });
      if (signedIn.error?.status === 401) return { error: { code: CHECK_EXISTING_ACCOUNT } };
      return signedIn;
    },
  );

  return (
    <AuthCard
      title="Create your account"
      subtitle="It takes a minute. Your consultations stay private to you."
    >
      <form className="mt-6 space-y-4" onSubmit={submit} noValidate>
        <FormAlert message={formError} />
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
          hint={PASSWORD_HINT}
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
        <Link className="font-semibold text-brand-700 underline" to={keepRedirect('/sign-in')}>
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}
