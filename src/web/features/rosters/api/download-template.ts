import { useMutation } from '@tanstack/react-query';
import { ROSTER_TEMPLATE_FILENAME } from '#shared/constants.ts';
import { fetchFile, saveBlob } from '#web/lib/download.ts';

/** GET /api/roster/template: the four columns and sample rows, saved as roster-template.csv. */
export async function downloadRosterTemplate(): Promise<void> {
  saveBlob(await fetchFile('/api/roster/template'), ROSTER_TEMPLATE_FILENAME);
}

export function useDownloadRosterTemplate() {
  return useMutation({ mutationFn: downloadRosterTemplate });
}
