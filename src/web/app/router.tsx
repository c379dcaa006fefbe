import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from './AppLayout';
import { RequireSignedIn, WaitForAuth } from '../features/auth/RequireSignedIn';
import { RouteError } from './RouteError';

// Every page is its own chunk, so the home route loads only what it shows.
const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      { path: '/sign-in/*', ...page(() => import('../features/auth/SignInRoute')) },
      {
        element: <AppLayout />,
        children: [
          {
            element: <WaitForAuth />,
            children: [{ path: '/feedback/:callId', ...page(() => import('../features/report/ReportPage')) }],
          },
          {
            element: <RequireSignedIn />,
            children: [
              { index: true, ...page(() => import('../features/marketing/HomePage')) },
              { path: '/services', ...page(() => import('../features/services/ServicesPage')) },
              { path: '/history', ...page(() => import('../features/history/HistoryPage')) },
              { path: '/contact', ...page(() => import('../features/placeholders/ContactPage')) },
              { path: '/newsletter', ...page(() => import('../features/newsletter/NewsletterPage')) },
              {
                path: '/hospital-call/:callId',
                ...page(() => {
                  // A call ends on the report page; it is fetched now, so it opens even if the server went away.
                  void import('../features/report/ReportPage').catch(() => undefined);
                  return import('../features/consultation/ConsultationPage');
                }),
              },
              { path: '*', ...page(() => import('./NotFoundPage')) },
            ],
          },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
