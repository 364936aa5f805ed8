import { useMutation } from '@tanstack/react-query';
import { apiPath } from '#shared/api/path.ts';
import * as endpoints from '#shared/api/staff-endpoints.ts';
import { ROSTER_TEMPLATE_FILENAME } from '#shared/constants.ts';
import { fetchFile, saveBlob } from '#web/lib/download.ts';

/** GET /api/roster/template: the four columns and sample rows, saved as roster-template.csv. */
export async function downloadRosterTemplate(): Promise<void> {
  saveBlob(await fetchFile(apiPath(endpoints.rosterTemplate)), ROSTER_TEMPLATE_FILENAME);
}

export function useDownloadRosterTemplate() {
  return useMutation({ mutationFn: downloadRosterTemplate });
}
