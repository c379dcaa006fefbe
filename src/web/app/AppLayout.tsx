import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SiteHeader } from '../features/layout/SiteHeader';
import { SubHeader } from '../features/layout/SubHeader';
import { SiteFooter } from '../features/layout/SiteFooter';
import { NewsletterBlock } from '../features/newsletter/NewsletterBlock';
import { useAuth } from '../features/auth/auth-state';
import { AnonymousBar } from '../features/layout/AnonymousBar';
import { cloudVoiceChoice } from '../call-client/voice-input-choice';

/** Header, sub-header, newsletter block and footer around every page, shown only to a signed-in patient. */
export function AppLayout() {
  const auth = useAuth();
  const { pathname } = useLocation();
  // A shared device: whether the browser's provider may hear a patient's voice is that patient's answer alone.
  const patientId = auth.status === 'signed-in' ? auth.user.id : null;
  useEffect(() => cloudVoiceChoice.belongsTo(patientId), [patientId]);
  if (auth.status !== 'signed-in') {
    return (
      <>
        <AnonymousBar />
        <main id="main">
          <Outlet />
        </main>
      </>
    );
  }
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <SiteHeader />
      <SubHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      {pathname !== '/newsletter' && <NewsletterBlock />}
      <SiteFooter />
    </div>
  );
}
