import { reportTexts } from '../../../domain/spec-texts';

export default function ReportPage() {
  return (
    <div className="container-page py-16">
      <h1 className="text-3xl font-bold text-ink">{reportTexts.title}</h1>
    </div>
  );
}
