import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QrCodeResponse } from '#shared/schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/**
 * GET /api/qr-code/{eventId}: the event's check-in QR code (PUBLIC_URL/check-in?event={id})
 * as a PNG data: URL.
 */
export function getQrCode(eventId: string): Promise<QrCodeResponse> {
  return api.get<QrCodeResponse>(`/api/qr-code/${encodeURIComponent(eventId)}`);
}

export const qrCodeQueryOptions = (eventId: string) =>
  queryOptions({ queryKey: queryKeys.eventQrCode(eventId), queryFn: () => getQrCode(eventId) });

export function useQrCode(eventId: string | null) {
  return useQuery({ ...qrCodeQueryOptions(eventId ?? ''), enabled: Boolean(eventId) });
}
