import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ReportPage from './ReportPage';
import { jsonResponse, renderRoute, signedInAs, signedOut } from '../../test/render';
import type { ConsultationReport } from '../../../domain/report/schema';

const report: ConsultationReport = {
  symptoms: 'headache, fever',
  issue: 'Tension headache',
  timeOfInjury: 'Since yesterday morning (20 Nov 2026)',
  prescribedSolution: 'Rest, fluids and paracetamol as directed.',
  followUpRecommendation: 'Routine: book an appointment if it lasts more than a week.',
  overallAssessment: 75,
  date: '2026-11-21T10:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

const route = { path: '/feedback/:callId', url: '/feedback/call-1' };

describe('the consultation report page', () => {
  it('shows every section of the report passed in router state', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderRoute(<ReportPage />, { ...route, state: { report } });
    expect(screen.getByRole('heading', { level: 1, name: 'Medical Consultation Report' })).toBeVisible();
    expect(screen.getByText('75/100')).toBeVisible();
    for (const [title, text] of [
      ['SYMPTOMS', 'headache, fever'],
      ['PRIMARY ISSUE', 'Tension headache'],
      ['TIME OF ONSET/INJURY', 'Since yesterday morning (20 Nov 2026)'],
      ['PRESCRIBED SOLUTION', 'Rest, fluids and paracetamol as directed.'],
      ['FOLLOW-UP RECOMMENDATION', 'Routine: book an appointment if it lasts more than a week.'],
    ]) {
      const term = screen.getByText(title!);
      expect(within(term.parentElement!).getByText(text!)).toBeVisible();
    }
    expect(screen.getByText('ADDITIONAL NOTES').parentElement).toHaveTextContent(
      /informational purposes only and does not replace professional medical advice/,
    );
    expect(screen.getByRole('tooltip', { hidden: true })).toHaveTextContent(
      /how complete the consultation was/,
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says 'Not specified' when the onset is empty", () => {
    renderRoute(<ReportPage />, { ...route, state: { report: { ...report, timeOfInjury: '' } } });
    expect(screen.getByText('TIME OF ONSET/INJURY').parentElement).toHaveTextContent('Not specified');
  });

  it('loads the report from the server for its signed-in owner when there is no router state', async () => {
    const fetch = vi.fn(async () => jsonResponse({ callId: 'call-1', report }));
    vi.stubGlobal('fetch', fetch);
    renderRoute(<ReportPage />, { ...route, auth: signedInAs() });
    expect(await screen.findByText('Tension headache')).toBeVisible();
    expect(fetch).toHaveBeenCalledWith('/api/consultations/call-1', expect.anything());
  });

  it('tells another patient the report is not theirs, without any data', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ message: 'Consultation not found' }, 404)),
    );
    renderRoute(<ReportPage />, { ...route, auth: signedInAs('Bob') });
    expect(
      await screen.findByText('This report is only available to the patient who had the consultation.'),
    ).toBeVisible();
    expect(screen.queryByText('SYMPTOMS')).toBeNull();
  });

  it('asks an anonymous visitor to sign in, and never fetches the report', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderRoute(<ReportPage />, { ...route, auth: signedOut });
    expect(
      screen.getByText('This report is only available to the patient who had the consultation.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/sign-in?redirect=%2Ffeedback%2Fcall-1',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it("goes to the dashboard with 'Return to Dashboard', and back to / when there is no previous page", async () => {
    const { router } = renderRoute(<ReportPage />, {
      ...route,
      state: { report },
      extraRoutes: [{ path: '/', element: <p>Dashboard</p> }],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Return to Dashboard' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('opens the print dialog for Download PDF', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderRoute(<ReportPage />, { ...route, state: { report } });
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(print).toHaveBeenCalled();
  });
});
