import { useEffect, useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { AuthProvider } from '../features/auth/AuthProvider';
import { createAppRouter } from './router';
import { usePublicConfig } from './public-config';
import { startErrorReporting } from './error-reporting';

export function App() {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } }),
  );
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <ErrorReportingFromConfig />
      <AuthProvider>
        <RouterProvider router={router} />
        <Toaster position="top-center" richColors closeButton />
      </AuthProvider>
    </QueryClientProvider>
  );
}

/** Starts Sentry once the configuration says it is wanted; renders nothing. */
function ErrorReportingFromConfig() {
  const dsn = usePublicConfig().data?.errorReporting?.sentryDsn;
  useEffect(() => {
    void startErrorReporting(dsn);
  }, [dsn]);
  return null;
}
