/**
 * Creates a patient on a running server and signs them in, as the sign-up form does: sign-up answers the same for
 * every email and signs no one in, so the session cookie comes from the sign-in that follows.
 */
export async function signUpOverHttp(
  baseUrl: string,
  patient: { email: string; password: string; firstName: string; lastName: string },
): Promise<string> {
  const headers = { 'content-type': 'application/json', origin: baseUrl };
  const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ ...patient, name: `${patient.firstName} ${patient.lastName}` }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: HTTP ${signUp.status}`);
  const signIn = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: patient.email, password: patient.password }),
  });
  if (!signIn.ok) throw new Error(`sign-in after sign-up failed: HTTP ${signIn.status}`);
  return signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}
