import { passwordLengthProblem } from '../../../../domain/password-rule';

export const MAX_NAME_LENGTH = 60;

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateEmail(email: string): string | undefined {
  if (!email.trim()) return 'Enter your email address.';
  if (email.length > 254 || !EMAIL.test(email.trim()))
    return 'Enter a valid email address, like name@example.com.';
}

export function validatePassword(password: string): string | undefined {
  if (!password) return 'Enter your password.';
  // Whether it is too common is the server's check: its word lists are too large to send to every browser.
  return passwordLengthProblem(password);
}

export function validateName(value: string, label: string): string | undefined {
  if (!value.trim()) return `Enter your ${label}.`;
  if (value.trim().length > MAX_NAME_LENGTH)
    return `Your ${label} can be at most ${MAX_NAME_LENGTH} characters.`;
}

export interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export function validateSignUp(values: SignUpValues): FieldErrors<keyof SignUpValues> {
  const errors: FieldErrors<keyof SignUpValues> = {
    firstName: validateName(values.firstName, 'first name'),
    lastName: validateName(values.lastName, 'last name'),
    email: validateEmail(values.email),
    password: validatePassword(values.password),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FieldErrors<
    keyof SignUpValues
  >;
}

export function validateSignIn(values: {
  email: string;
  password: string;
}): FieldErrors<'email' | 'password'> {
  const errors: FieldErrors<'email' | 'password'> = {
    email: validateEmail(values.email),
    password: values.password ? undefined : 'Enter your password.',
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FieldErrors<
    'email' | 'password'
  >;
}

/** Sign-up went through but signing in did not: the email may already have an account with another password. */
export const CHECK_EXISTING_ACCOUNT = 'CHECK_EXISTING_ACCOUNT';

/** Turns the auth server's error into words a patient can act on. */
export function authErrorMessage(error: { status?: number; code?: string; message?: string }): string {
  if (error.status === 429) return error.message || 'Too many attempts. Please wait a moment and try again.';
  if (error.code === 'INVALID_EMAIL_OR_PASSWORD' || error.status === 401)
    return 'Incorrect email or password.';
  if (error.code === CHECK_EXISTING_ACCOUNT)
    return 'We could not sign you in with these details. If you already have an account with this email, sign in with its password instead.';
  if (error.status === 400 && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}
