import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { safeRedirectTarget } from '../safe-redirect';
import { authErrorMessage, type FieldErrors } from './validation';

type AuthResult = {
  error: { status?: number; code?: string; message?: string } | null;
};

/**
 * What the sign-in and sign-up forms share: per-field errors first, one form error from the server, a busy
 * state, and on success the page the patient was going to.
 */
export function useAuthForm<Field extends string>() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redirect = safeRedirectTarget(params.get('redirect'));
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const submitWith =
    (validate: () => FieldErrors<Field>, send: () => Promise<AuthResult>) => async (event: FormEvent) => {
      event.preventDefault();
      const found = validate();
      setErrors(found);
      setFormError('');
      if (Object.keys(found).length) return;
      setSubmitting(true);
      const { error } = await send();
      setSubmitting(false);
      if (error) {
        // A password the server finds too easy to guess is explained under the password field.
        if (error.code === 'WEAK_PASSWORD' && error.message)
          setErrors({ password: error.message } as FieldErrors<Field>);
        else setFormError(authErrorMessage(error));
        return;
      }
      navigate(redirect, { replace: true });
    };

  /** A link to the other form that keeps where the patient was going. */
  const keepRedirect = (path: string) =>
    params.get('redirect') ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;

  return { errors, formError, submitting, submitWith, keepRedirect };
}

export function FormAlert({ message }: { message: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
      {message}
    </p>
  );
}
