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
const serverReport = () => vi.fn(async () => jsonResponse({ callId: 'call-1', report }));

describe('the consultation report page', () => {
  it('shows every section of the report the server wrote', async () => {
    vi.stubGlobal('fetch', serverReport());
    renderRoute(<ReportPage />, { ...route, auth: signedInAs() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Medical Consultation Report' }),
    ).toBeVisible();
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
    // A routine report leads with nothing but the report itself.
    expect(screen.queryByRole('region', { name: /emergency|doctor today/i })).toBeNull();
  });

  it('explains the assessment in the page when the patient asks, and hides it again', async () => {
    vi.stubGlobal('fetch', serverReport());
    renderRoute(<ReportPage />, { ...route, auth: signedInAs() });
    const question = await screen.findByRole('button', { name: 'What does the assessment mean?' });
    expect(screen.getByText(/how complete the consultation was/)).not.toBeVisible();
    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/how complete the consultation was/)).toBeVisible();
    await userEvent.click(question);
    expect(screen.getByText(/how complete the consultation was/)).not.toBeVisible();
  });

  it('leads an emergency report with what to do now, before the title and the sections', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ callId: 'call-1', report: { ...report, urgency: 'emergency' } })),
    );
    renderRoute(<ReportPage />, { ...route, auth: signedInAs() });
    const advice = await screen.findByRole('region', { name: 'Get emergency help now' });
    expect(advice).toHaveTextContent(/999 in the UK, 911 in the US, 112 in Europe/);
    const title = screen.getByRole('heading', { level: 1, name: 'Medical Consultation Report' });
    expect(advice.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('leads an urgent report with seeing a doctor within 24 hours', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ callId: 'call-1', report: { ...report, urgency: 'urgent' } })),
    );
    renderRoute(<ReportPage />, { ...route, auth: signedInAs() });
    const advice = await screen.findByRole('region', { name: 'See a doctor within 24 hours' });
    expect(advice).toHaveTextContent(/within 24 hours/);
    expect(screen.queryByRole('region', { name: 'Get emergency help now' })).toBeNull();
  });

  it.each(['routine', 'self-care'] as const)('leads a %s report with no urgent advice', async (urgency) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ callId: 'call-1', report: { ...report, urgency } })),
    );
    renderRoute(<ReportPage />, { ...route, auth: signedInAs() });
    await screen.findByRole('heading', { level: 1, name: 'Medical Consultation Report' });
    expect(screen.queryByRole('region', { name: 'Get emergency help now' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'See a doctor within 24 hours' })).toBeNull();
  });

  it('shows the urgency, the warning signs and the medical history the consultation recorded', async () => {
    const emergency: ConsultationReport = {
      ...report,
      issue: 'Possible heart attack — emergency',
      urgency: 'emergency',
      redFlags: ['Chest pain with breathlessness, sweating, sickness or spread to arm, jaw or back'],
      conditions: ['diabetes'],
      medicines: ['metformin'],
      allergies: [],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ callId: 'call-1', report: emergency })),
    );
    renderRoute(<ReportPage />, { ...route, auth: signedInAs() });
    expect(await screen.findByText('Emergency: call emergency services now')).toBeVisible();
    expect(screen.getByText('WARNING SIGNS').parentElement).toHaveTextContent(
      /Chest pain with breathlessness/,
    );
    expect(screen.getByText('MEDICAL HISTORY').parentElement).toHaveTextContent(
      'Conditions: diabetes. Medicines: metformin. Allergies: none.',
    );
  });

  it("says 'Not specified' when the onset is empty", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ callId: 'call-1', report: { ...report, timeOfInjury: '' } })),
    );
    renderRoute(<ReportPage />, { ...route, auth: signedInAs() });
    expect((await screen.findByText('TIME OF ONSET/INJURY')).parentElement).toHaveTextContent(
      'Not specified',
    );
  });

  it('shows only the server’s report, never one carried in router state', async () => {
    const fetch = serverReport();
    vi.stubGlobal('fetch', fetch);
    const stale = { ...report, issue: 'A report the browser made up' };
    renderRoute(<ReportPage />, { ...route, auth: signedInAs(), state: { report: stale, callId: 'call-1' } });
    expect(await screen.findByText('Tension headache')).toBeVisible();
    expect(screen.queryByText('A report the browser made up')).toBeNull();
    expect(fetch).toHaveBeenCalledWith('/api/consultations/call-1', expect.anything());
  });

  it('says the report is being prepared, and shows it as soon as the server has written it', async () => {
    let written = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ callId: 'call-1', report: written ? report : null })),
    );
    renderRoute(<ReportPage />, { ...route, auth: signedInAs() });
    expect(await screen.findByText(/still being prepared/)).toBeVisible();
    written = true;
    expect(await screen.findByText('Tension headache', undefined, { timeout: 3000 })).toBeVisible();
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
    vi.stubGlobal('fetch', serverReport());
    const { router } = renderRoute(<ReportPage />, {
      ...route,
      auth: signedInAs(),
      extraRoutes: [{ path: '/', element: <p>Dashboard</p> }],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Return to Dashboard' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('opens the print dialog for Download PDF', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    vi.stubGlobal('fetch', serverReport());
    renderRoute(<ReportPage />, { ...route, auth: signedInAs() });
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(print).toHaveBeenCalled();
  });
});
