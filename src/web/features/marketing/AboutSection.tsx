import { approachCards, FOUNDED_YEAR, BRAND } from '../../../domain/spec-texts';
import { medicalTeam } from './medical-team';

const approachText: Record<(typeof approachCards)[number], string> = {
  'Patient-Centered': 'Your time, your words, your pace. Every consultation starts from what matters to you.',
  'Technology-Driven': 'Voice AI that listens, asks the right follow-up questions and writes it all down.',
  'Quality Care': 'Clinically reviewed questions and safety checks that flag urgent symptoms at once.',
  'Community Focus': 'Care that reaches people far from a clinic, at any hour, in plain language.',
};

export function AboutSection() {
  return (
    <section aria-labelledby="about-title" className="bg-white">
      <div className="container-page py-16">
        <div className="grid gap-10 md:grid-cols-2">
          <div>
            <h2 id="about-title" className="text-3xl font-bold text-ink">
              About {BRAND}
            </h2>
            <h3 className="mt-6 text-xl font-semibold text-brand-800">Our story</h3>
            <p className="mt-3 text-muted">
              {BRAND} was founded in {FOUNDED_YEAR} by doctors and engineers who had watched too many people
              wait days for a simple answer about their health. We built an AI doctor assistant that anyone
              can talk to, any time, and that knows when to send you to a human clinician straight away.
            </p>
          </div>
          <div className="rounded-3xl bg-sand p-8">
            <p className="text-lg font-medium text-ink">“Good care starts with being heard.”</p>
            <p className="mt-3 text-sm text-muted">Our founding principle, since {FOUNDED_YEAR}.</p>
          </div>
        </div>

        <h3 className="mt-16 text-2xl font-bold text-ink">Our approach</h3>
        <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {approachCards.map((title) => (
            <li key={title} className="card">
              <h4 className="text-lg font-semibold text-brand-800">{title}</h4>
              <p className="mt-2 text-sm text-muted">{approachText[title]}</p>
            </li>
          ))}
        </ul>

        <h3 className="mt-16 text-2xl font-bold text-ink">Meet Our Medical Team</h3>
        <ul className="mt-6 grid gap-5 md:grid-cols-3">
          {medicalTeam.map((doctor) => (
            <li key={doctor.name} className="card flex flex-col">
              <span
                aria-hidden="true"
                className={`flex h-16 w-16 items-center justify-center rounded-full text-xl font-bold text-white ${doctor.tone}`}
              >
                {doctor.initials}
              </span>
              <h4 className="mt-4 text-lg font-semibold text-ink">{doctor.name}</h4>
              <p className="text-sm font-medium text-brand-700">{doctor.role}</p>
              <p className="mt-3 flex-1 text-sm text-muted">{doctor.bio}</p>
              <p className="mt-4 inline-flex w-fit rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
                {doctor.specialty}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
