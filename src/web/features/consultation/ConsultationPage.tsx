import { consultationTexts } from '../../../domain/spec-texts';

export default function ConsultationPage() {
  return (
    <div className="container-page py-16">
      <p role="status">{consultationTexts.ready}</p>
    </div>
  );
}
