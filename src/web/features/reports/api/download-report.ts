import { useMutation } from '@tanstack/react-query';
import { reportFilename } from '../../../../shared/constants.ts';
import type { TapInEvent } from '../../../../shared/schemas.ts';
import { fetchFile, saveBlob } from '../../../lib/download.ts';
import { withQuery } from '../../../lib/url.ts';

/**
 * GET /api/events/{id}/report: every roster athlete, checked in or not, as CSV, saved as
 * '{event name}-check-in-report.csv' (spec §7, §9). Times come in this browser's zone.
 */
export async function downloadReport(event: Pick<TapInEvent, 'id' | 'name'>): Promise<void> {
  const { timeZone } = Intl.DateTimeFormat().resolvedOptions();
  const csv = await fetchFile(
    withQuery(`/api/events/${encodeURIComponent(event.id)}/report`, { tz: timeZone }),
  );
  saveBlob(csv, reportFilename(event.name));
}

export function useDownloadReport() {
  return useMutation({ mutationFn: downloadReport });
}
