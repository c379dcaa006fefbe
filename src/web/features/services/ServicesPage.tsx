import { servicesTexts } from '../../../domain/spec-texts';
import { FeatureCards } from './FeatureCards';

export default function ServicesPage() {
  return (
    <div className="container-page py-14">
      <div className="mx-auto max-w-3xl text-center">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
          {servicesTexts.heading}
        </h1>
        <p className="mt-4 text-lg text-muted" role="status">
          {servicesTexts.statusDefault}
        </p>
        <button type="button" className="btn-primary mt-8 px-10 text-base">
          {servicesTexts.initiateCall}
        </button>
      </div>
      <div className="mt-14">
        <FeatureCards />
      </div>
    </div>
  );
}
