import { useMutation } from '@tanstack/react-query';
import { apiPath } from '#shared/api/path.ts';
import * as endpoints from '#shared/api/staff-endpoints.ts';
import type { RosterColumnField, RosterParseOptions, RosterPreview } from '#shared/schemas.ts';
import { ApiError } from '#web/lib/api-client.ts';

export type UploadRosterInput = {
  file: File;
  eventId: string;
  /** The coach's corrections of the column guesses (column index to what it holds). */
  columns?: Readonly<Record<number, RosterColumnField>>;
  /** The coach's other corrections (team, sheets, statuses, not-the-team, swap). */
  options?: RosterParseOptions;
  /** Share of the file sent so far, 0 to 1. */
  onProgress?: (sent: number) => void;
};

/**
 * POST /api/roster/upload (multipart: file, eventId, action=preview): the server reads and
 * validates every row and imports nothing. XMLHttpRequest rather than fetch, for the upload
 * progress. A refusal is the API client's error (docs/product.md#errors); its body may carry the
 * rows.
 */
export function uploadRoster({
  file,
  eventId,
  columns,
  options,
  onProgress,
}: UploadRosterInput): Promise<RosterPreview> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(endpoints.rosterUpload.method, apiPath(endpoints.rosterUpload));
    request.withCredentials = true;
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      if (request.status >= 200 && request.status < 300) {
        try {
          resolve(JSON.parse(request.responseText) as RosterPreview);
        } catch (error) {
          reject(error);
        }
        return;
      }
      reject(new ApiError(request.status, request.responseText, request.statusText));
    });
    request.addEventListener('error', () => reject(new TypeError('Network error')));
    request.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));

    const form = new FormData();
    form.append('eventId', eventId);
    form.append('action', 'preview');
    if (columns && Object.keys(columns).length > 0) form.append('columns', JSON.stringify(columns));
    if (options && Object.keys(options).length > 0) form.append('options', JSON.stringify(options));
    form.append('file', file, file.name);
    request.send(form);
  });
}

export function useUploadRoster() {
  return useMutation({ mutationFn: uploadRoster });
}
