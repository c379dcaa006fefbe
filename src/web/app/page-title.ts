import { BRAND, TAGLINE } from '../../domain/spec-texts';

/** What a route's `handle` carries: the page's name, shown in the tab and read first by a screen reader. */
export interface PageHandle {
  title: string;
}

/** "Services — Carelune"; the home page is the brand and its tagline. */
export const documentTitle = (page: string | undefined) =>
  page ? `${page} — ${BRAND}` : `${BRAND} — ${TAGLINE}`;

export const pageTitles = {
  home: undefined,
  services: 'Services',
  history: 'History',
  contact: 'Contact',
  newsletter: 'Newsletter',
  consultation: 'Consultation',
  report: 'Medical Consultation Report',
  signIn: 'Sign in',
  notFound: 'Page not found',
} as const;
