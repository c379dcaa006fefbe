import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Env as HonoEnv, Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';

/** Serves the built web app: hashed assets cached for a year, every other GET falling back to index.html. */
export function mountSpa<E extends HonoEnv>(app: Hono<E>, webRoot: string, apiPrefixes: string[]) {
  app.use(
    '/assets/*',
    async (c, next) => {
      await next();
      if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
    serveStatic({ root: webRoot }),
  );
  // Only paths that name a file (favicon.svg, worklets/…js) are looked up on disk; the rest are app routes.
  const files = serveStatic({ root: webRoot });
  app.use('*', (c, next) => (/\.[a-z0-9]+$/i.test(c.req.path) ? files(c, next) : next()));
  let indexHtml: string | undefined;
  app.get('*', async (c) => {
    if (apiPrefixes.some((prefix) => c.req.path === prefix || c.req.path.startsWith(prefix + '/'))) {
      return c.json({ message: 'Not found' }, 404);
    }
    indexHtml ??= await readFile(join(webRoot, 'index.html'), 'utf8');
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
}
