import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema (`npx drizzle-kit generate`) and applied by the server at boot.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
});
