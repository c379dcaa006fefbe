import { queryOptions, useQuery } from '@tanstack/react-query';

/** The server's public configuration allow-list (GET /api/config). */
export interface PublicConfig {
  auth: { provider: 'local' } | { provider: 'clerk'; publishableKey: string };
  voice: { platform: 'local' | 'vapi'; publicKey: string; assistantId: string; apiBase: string };
  errorReporting?: { sentryDsn: string };
}

export async function fetchPublicConfig(): Promise<PublicConfig> {
  const response = await fetch('/api/config', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Configuration request failed with HTTP ${response.status}`);
  return (await response.json()) as PublicConfig;
}

export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: fetchPublicConfig,
  staleTime: Infinity,
  retry: 2,
});

export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}
