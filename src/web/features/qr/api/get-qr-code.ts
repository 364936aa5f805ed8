import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath } from '#shared/api/path.ts';
import * as endpoints from '#shared/api/staff-endpoints.ts';
import type { QrCodeResponse } from '#shared/schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { staffQueryKeys } from '#web/lib/staff-query-keys.ts';

/**
 * GET /api/qr-code/{eventId}: the event's check-in QR code (PUBLIC_URL/check-in?event={id})
 * as a PNG data: URL.
 */
export function getQrCode(eventId: string): Promise<QrCodeResponse> {
  return api.get<QrCodeResponse>(apiPath(endpoints.eventQrCode, { eventId }));
}

export const qrCodeQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: staffQueryKeys.eventQrCode(eventId),
    queryFn: () => getQrCode(eventId),
  });

/** GET /api/series/{id}/qr-code: the season's one code (PUBLIC_URL/check-in?series={id}, decision 040). */
export function getSeriesQrCode(seriesId: string): Promise<QrCodeResponse> {
  return api.get<QrCodeResponse>(apiPath(endpoints.seriesQrCode, { seriesId }));
}

/** The code to print for an event: the season's for an occurrence of a series, else its own. */
export function useQrCode(event: { id: string; seriesId: string | null } | null) {
  const seriesId = event?.seriesId ?? null;
  return useQuery<QrCodeResponse, Error, QrCodeResponse, readonly string[]>({
    queryKey: seriesId
      ? staffQueryKeys.seriesQrCode(seriesId)
      : staffQueryKeys.eventQrCode(event?.id ?? ''),
    queryFn: () => (seriesId ? getSeriesQrCode(seriesId) : getQrCode(event?.id ?? '')),
    enabled: Boolean(event),
  });
}
