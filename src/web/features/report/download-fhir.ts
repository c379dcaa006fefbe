import type { ConsultationReport } from '../../../domain/report/schema';
import type { AuthUser } from '../auth/auth-state';

/** Saves the report as an HL7 FHIR R4 document Bundle. The FHIR builder is loaded only when asked for. */
export async function downloadFhirBundle(report: ConsultationReport, callId: string, user: AuthUser | null) {
  const { toFhirBundle } = await import('../../../domain/report/fhir');
  const [firstName = '', ...rest] = (user?.name ?? user?.firstName ?? 'Patient').split(' ');
  const bundle = toFhirBundle(report, {
    callId,
    patient: {
      id: user?.id ?? 'unknown',
      firstName: user?.firstName || firstName,
      lastName: rest.join(' ') || undefined,
      email: user?.email,
    },
  });
  const blob = new Blob([JSON.stringify(bundle, null, 2)], { type: 'application/fhir+json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `consultation-report-${callId}.fhir.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
