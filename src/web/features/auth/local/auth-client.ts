import { createAuthClient } from 'better-auth/react';
import { inferAdditionalFields } from 'better-auth/client/plugins';

/** better-auth's browser client on our own server's /api/auth. */
export const authClient = createAuthClient({
  plugins: [
    inferAdditionalFields({
      user: { firstName: { type: 'string', required: true }, lastName: { type: 'string', required: true } },
    }),
  ],
});
