import { useMutation } from '@tanstack/react-query';
import { apiPath } from '#shared/api/path.ts';
import * as endpoints from '#shared/api/staff-endpoints.ts';
import { qrCodeFilename } from '#shared/constants.ts';
import type { TapInEvent } from '#shared/schemas.ts';
import { fetchFile, saveBlob } from '#web/lib/download.ts';

/**
 * GET /api/events/{id}/qr: the event's check-in QR code as a PNG, saved as
 * '{event name}-qr-code.png' (docs/product.md#api, #limits). An occurrence of a series gets
 * the season's one code, GET /api/series/{id}/qr (decision 040).
 */
export async function downloadEventQr(
  event: Pick<TapInEvent, 'id' | 'name' | 'seriesId'>,
): Promise<void> {
  const png = await fetchFile(
    event.seriesId
      ? apiPath(endpoints.seriesQrPng, { seriesId: event.seriesId })
      : apiPath(endpoints.eventQrPng, { eventId: event.id }),
  );
  saveBlob(png, qrCodeFilename(event.name));
}

export function useDownloadEventQr() {
  return useMutation({ mutationFn: downloadEventQr });
}
