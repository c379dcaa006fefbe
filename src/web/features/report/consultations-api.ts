import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ConsultationDetail, ConsultationPage } from '../../../protocol/consultations-api';

export class HttpError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(path, { headers: { accept: 'application/json' }, credentials: 'same-origin' });
  if (!response.ok) throw new HttpError(response.status);
  return (await response.json()) as T;
}

export const fetchConsultation = (callId: string) =>
  getJson<ConsultationDetail>(`/api/consultations/${encodeURIComponent(callId)}`);

export const consultationQuery = (callId: string) =>
  queryOptions({
    queryKey: ['consultation', callId],
    queryFn: () => fetchConsultation(callId),
    retry: (failures, error) => !(error instanceof HttpError && error.status < 500) && failures < 2,
  });

export const consultationsPageQuery = (page: number) =>
  queryOptions({
    queryKey: ['consultations', page],
    queryFn: () => getJson<ConsultationPage>(`/api/consultations?page=${page}`),
    placeholderData: keepPreviousData,
  });

export function formatConsultationDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeStyle: 'short' }).format(date);
}
