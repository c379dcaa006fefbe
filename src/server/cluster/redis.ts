import { Redis } from 'ioredis';
import { describeError, type Logger } from '../log';

/**
 * Connects to the Redis named by REDIS_URL and waits until it answers, so a wrong URL stops the boot instead of
 * failing the first sign-in. Commands made while the connection is lost fail fast rather than queue for ever.
 */
export async function openRedis(url: string, log: Logger): Promise<Redis> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, connectTimeout: 5_000 });
  let lastError = '';
  client.on('error', (error: Error) => {
    // Its code and kind only (describeError): the URL may carry a password, and 'message' is a redacted key.
    if (error.message !== lastError) log.warn('redis.error', describeError(error));
    lastError = error.message;
  });
  client.on('ready', () => (lastError = ''));
  await client.connect();
  await client.ping();
  return client;
}

/** better-auth's secondary storage on Redis: sessions every instance reads, so a sign-out is seen by all at once. */
export function redisSessionStorage(client: Redis, prefix = 'carelune:auth:') {
  return {
    get: (key: string) => client.get(prefix + key),
    getAndDelete: (key: string) => client.getdel(prefix + key),
    async increment(key: string, ttl: number) {
      // Created with its time to live on the first increment only, as better-auth expects.
      const results = await client
        .multi()
        .set(prefix + key, '0', 'EX', Math.max(1, Math.ceil(ttl)), 'NX')
        .incr(prefix + key)
        .exec();
      return Number(results?.[1]?.[1] ?? 0);
    },
    async set(key: string, value: string, ttl?: number) {
      if (ttl && ttl > 0) await client.set(prefix + key, value, 'EX', Math.ceil(ttl));
      else await client.set(prefix + key, value);
    },
    async delete(key: string) {
      await client.del(prefix + key);
    },
  };
}

export type SessionStorage = ReturnType<typeof redisSessionStorage>;
