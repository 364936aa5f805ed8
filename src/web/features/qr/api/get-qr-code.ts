import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '#shared/api/endpoints.ts';
import { apiPath } from '#shared/api/path.ts';
import type { QrCodeResponse } from '#shared/schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/**
 * GET /api/qr-code/{eventId}: the event's check-in QR code (PUBLIC_URL/check-in?event={id})
 * as a PNG data: URL.
 */
export function getQrCode(eventId: string): Promise<QrCodeResponse> {
  return api.get<QrCodeResponse>(apiPath(endpoints.eventQrCode, { eventId }));
}

export const qrCodeQueryOptions = (eventId: string) =>
  queryOptions({ queryKey: queryKeys.eventQrCode(eventId), queryFn: () => getQrCode(eventId) });

/** GET /api/series/{id}/qr-code: the season's one code (PUBLIC_URL/check-in?series={id}, decision 040). */
export function getSeriesQrCode(seriesId: string): Promise<QrCodeResponse> {
  return api.get<QrCodeResponse>(apiPath(endpoints.seriesQrCode, { seriesId }));
}

/** The code to print for an event: the season's for an occurrence of a series, else its own. */
export function useQrCode(event: { id: string; seriesId: string | null } | null) {
  const seriesId = event?.seriesId ?? null;
  return useQuery<QrCodeResponse, Error, QrCodeResponse, readonly string[]>({
    queryKey: seriesId ? queryKeys.seriesQrCode(seriesId) : queryKeys.eventQrCode(event?.id ?? ''),
    queryFn: () => (seriesId ? getSeriesQrCode(seriesId) : getQrCode(event?.id ?? '')),
    enabled: Boolean(event),
  });
}
