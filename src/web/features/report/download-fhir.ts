// Saves the report as an HL7 FHIR R4 document Bundle, which the server writes for the report's owner.
export function downloadFhirBundle(callId: string) {
  const link = document.createElement('a');
  link.href = `/api/consultations/${encodeURIComponent(callId)}/fhir`;
  link.download = `consultation-report-${callId}.fhir.json`;
  document.body.append(link);
  link.click();
  link.remove();
}
