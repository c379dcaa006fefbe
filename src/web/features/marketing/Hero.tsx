import { Link } from 'react-router';
import { TAGLINE } from '../../../domain/spec-texts';

export function Hero() {
  return (
    <section className="overflow-hidden bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page grid items-center gap-10 py-14 md:grid-cols-2 md:py-20">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">
            AI doctor assistant
          </p>
          <h1 className="mt-3 text-4xl font-extrabold leading-tight tracking-tight text-ink sm:text-5xl">
            {TAGLINE}
          </h1>
          <p className="mt-5 max-w-lg text-lg text-muted">
            Describe how you feel by voice, get clear next steps in minutes, and keep a written report of
            every consultation.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/services" className="btn-primary px-8 text-base">
              CALL NOW
            </Link>
          </div>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}

function HeroIllustration() {
  return (
    <div className="relative mx-auto w-full max-w-md" aria-hidden="true">
      <svg viewBox="0 0 400 320" className="h-auto w-full">
        <circle cx="200" cy="160" r="150" fill="#d5f1ec" />
        <circle cx="200" cy="160" r="105" fill="#aee3da" />
        <rect x="120" y="70" width="160" height="200" rx="24" fill="#fff" stroke="#0f5f5a" strokeWidth="4" />
        <circle cx="200" cy="130" r="34" fill="#0f5f5a" />
        <path d="M186 130h28M200 116v28" stroke="#fff" strokeWidth="7" strokeLinecap="round" />
        <g fill="#1f9184">
          <rect x="150" y="190" width="8" height="24" rx="4" />
          <rect x="166" y="182" width="8" height="40" rx="4" />
          <rect x="182" y="174" width="8" height="56" rx="4" />
          <rect x="198" y="186" width="8" height="32" rx="4" />
          <rect x="214" y="178" width="8" height="48" rx="4" />
          <rect x="230" y="190" width="8" height="24" rx="4" />
          <rect x="246" y="196" width="8" height="12" rx="4" />
        </g>
        <rect x="152" y="240" width="96" height="14" rx="7" fill="#0f5f5a" />
      </svg>
    </div>
  );
}
