import { useMutation } from '@tanstack/react-query';
import { reportFilename } from '../../../../shared/constants.ts';
import type { TapInEvent } from '../../../../shared/schemas.ts';
import { fetchFile, saveBlob } from '../../../lib/download.ts';

/**
 * GET /api/events/{id}/report: every roster athlete, checked in or not, as CSV, saved as
 * '{event name}-check-in-report.csv' (spec §7, §9).
 */
export async function downloadReport(event: Pick<TapInEvent, 'id' | 'name'>): Promise<void> {
  const csv = await fetchFile(`/api/events/${encodeURIComponent(event.id)}/report`);
  saveBlob(csv, reportFilename(event.name));
}

export function useDownloadReport() {
  return useMutation({ mutationFn: downloadReport });
}
