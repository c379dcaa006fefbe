import { useId, useState, type FormEvent } from 'react';
import { newsletterThanks } from '../../../domain/spec-texts';

/** Email signup. By the spec it makes no network call: it thanks the patient and clears the field. */
export function NewsletterBlock() {
  const [email, setEmail] = useState('');
  const [thanks, setThanks] = useState('');
  const inputId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setThanks(newsletterThanks(email.trim()));
    setEmail('');
  };

  return (
    <section aria-labelledby={`${inputId}-title`} className="bg-brand-50">
      <div className="container-page flex flex-col items-start gap-6 py-12 md:flex-row md:items-center md:justify-between">
        <div className="max-w-xl">
          <h2 id={`${inputId}-title`} className="text-2xl font-bold text-ink">
            Stay informed
          </h2>
          <p className="mt-2 text-muted">
            Health tips and news about AI-powered care, straight to your inbox. No spam.
          </p>
        </div>
        <div className="w-full md:max-w-md">
          <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row">
            <label htmlFor={inputId} className="sr-only">
              Email address
            </label>
            <input
              id={inputId}
              type="email"
              required
              autoComplete="email"
              placeholder="you@example.com"
              className="field-input sm:flex-1"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <button type="submit" className="btn-primary">
              Subscribe
            </button>
          </form>
          <p role="status" className="mt-3 min-h-6 text-sm font-medium text-brand-800">
            {thanks}
          </p>
        </div>
      </div>
    </section>
  );
}
