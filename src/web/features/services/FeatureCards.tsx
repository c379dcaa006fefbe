import { servicesTexts } from '../../../domain/spec-texts';
import { LineIcon } from '../../ui/LineIcon';

const descriptions: Record<string, string> = {
  'Intelligent Symptom Analysis':
    'Describe how you feel in your own words; the assistant asks the follow-up questions a doctor would.',
  'Personalized Health Insights':
    'Advice shaped by your answers, your medicines and your history, not a generic leaflet.',
  'Instant AI Call Connection': 'No waiting room. Press a button and start talking within seconds.',
  'Secure & Confidential': 'Your consultations and reports are private to your account.',
};

const icons: Record<string, string> = {
  'Intelligent Symptom Analysis': 'M4 12h4l2-6 4 12 2-6h4',
  'Personalized Health Insights': 'M12 3l2.6 5.6L20 9.5l-4 4 1 5.5-5-2.7L7 19l1-5.5-4-4 5.4-.9z',
  'Instant AI Call Connection':
    'M6 3h4l2 5-2.5 1.5a11 11 0 0 0 5 5L16 12l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 4 5a2 2 0 0 1 2-2z',
  'Secure & Confidential': 'M12 3l7 3v6c0 4.5-3 7.5-7 9-4-1.5-7-4.5-7-9V6z',
};

export function FeatureCards() {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {servicesTexts.features.map((title) => (
        <li key={title} className="card">
          <span
            className="flex h-12 w-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700"
            aria-hidden="true"
          >
            <LineIcon path={icons[title]!} />
          </span>
          <h2 className="mt-4 text-lg font-semibold text-ink">{title}</h2>
          <p className="mt-2 text-sm text-muted">{descriptions[title]}</p>
        </li>
      ))}
    </ul>
  );
}
