import { Route, Routes } from 'react-router';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

/** Everything under /sign-in/*: the sign-in form and account creation. */
export function LocalSignInScreen() {
  return (
    <Routes>
      <Route index element={<SignInForm />} />
      <Route path="sign-up" element={<SignUpForm />} />
      <Route path="*" element={<SignInForm />} />
    </Routes>
  );
}
