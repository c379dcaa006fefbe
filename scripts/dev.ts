// `npm run dev`: the same server with hot reload. Vite serves the web app on PORT and forwards the API, the local
// platform and its rooms to the app server, which runs on the next port up and restarts when server code changes.
import { createServer } from 'vite';
import { parseEnv } from '../src/server/config/env';
import { startServer } from '../src/server/main';

const env = parseEnv(process.env);
const apiPort = env.PORT + 1;
const api = await startServer({ env: { ...env, PORT: apiPort, HOST: '127.0.0.1' }, dev: true });
const target = `http://127.0.0.1:${api.port}`;

const vite = await createServer({
  configFile: new URL('../vite.config.ts', import.meta.url).pathname,
  server: {
    port: env.PORT,
    strictPort: true,
    proxy: {
      '/api': { target, changeOrigin: false },
      '/platform/rooms': { target: target.replace('http', 'ws'), ws: true },
      '/platform': { target, changeOrigin: false },
    },
  },
});
await vite.listen();
console.log(`Carelune (development) is running at http://localhost:${env.PORT}`);

const stop = async () => {
  await vite.close();
  await api.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
