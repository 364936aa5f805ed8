import { useMutation } from '@tanstack/react-query';
import { apiPath } from '#shared/api/path.ts';
import * as endpoints from '#shared/api/staff-endpoints.ts';
import { reportFilename } from '#shared/constants.ts';
import { localTimeZone } from '#shared/i18n/datetime.ts';
import type { TapInEvent } from '#shared/schemas.ts';
import { fetchFile, saveBlob } from '#web/lib/download.ts';
import { withQuery } from '#web/lib/url.ts';

/**
 * GET /api/events/{id}/report: every roster athlete, checked in or not, as CSV, saved as
 * '{event name}-check-in-report.csv' (docs/product.md#api, #limits). Times come in this browser's
 * zone.
 */
export async function downloadReport(event: Pick<TapInEvent, 'id' | 'name'>): Promise<void> {
  const csv = await fetchFile(
    withQuery(apiPath(endpoints.eventReport, { eventId: event.id }), { tz: localTimeZone() }),
  );
  saveBlob(csv, reportFilename(event.name));
}

export function useDownloadReport() {
  return useMutation({ mutationFn: downloadReport });
}
