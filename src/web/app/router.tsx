import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from './AppLayout';
import { RequireSignedIn, WaitForAuth } from '../features/auth/RequireSignedIn';
import { RouteError } from './RouteError';
import { RootRoute } from './RootRoute';
import { FullScreenSpinner } from '../ui/FullScreenSpinner';
import { pageTitles } from './page-title';

// Every page is its own chunk, so the home route loads only what it shows.
// Its title is known before the chunk arrives, so the tab never shows the previous page's name.
const page = (
  title: string | undefined,
  load: () => Promise<{ default: React.ComponentType }>,
): Pick<RouteObject, 'lazy' | 'handle'> => ({
  handle: title === undefined ? {} : { title },
  lazy: async () => ({ Component: (await load()).default }),
});

export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    // The first page's chunk is still loading: the same spinner as while the session loads.
    hydrateFallbackElement: <FullScreenSpinner />,
    errorElement: <RouteError />,
    children: [
      { path: '/sign-in/*', ...page(pageTitles.signIn, () => import('../features/auth/SignInRoute')) },
      {
        element: <AppLayout />,
        children: [
          {
            element: <WaitForAuth />,
            children: [
              {
                path: '/feedback/:callId',
                ...page(pageTitles.report, () => import('../features/report/ReportPage')),
              },
            ],
          },
          {
            element: <RequireSignedIn />,
            children: [
              { index: true, ...page(pageTitles.home, () => import('../features/marketing/HomePage')) },
              {
                path: '/services',
                ...page(pageTitles.services, () => import('../features/services/ServicesPage')),
              },
              {
                path: '/history',
                ...page(pageTitles.history, () => import('../features/history/HistoryPage')),
              },
              {
                path: '/contact',
                ...page(pageTitles.contact, () => import('../features/placeholders/ContactPage')),
              },
              {
                path: '/newsletter',
                ...page(pageTitles.newsletter, () => import('../features/newsletter/NewsletterPage')),
              },
              {
                path: '/hospital-call/:callId',
                ...page(pageTitles.consultation, () => {
                  // A call ends on the report page; it is fetched now, so it opens even if the server went away.
                  void import('../features/report/ReportPage').catch(() => undefined);
                  return import('../features/consultation/ConsultationPage');
                }),
              },
              { path: '*', ...page(pageTitles.notFound, () => import('./NotFoundPage')) },
            ],
          },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
