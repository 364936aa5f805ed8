/**
 * The state both upload screens share: the chosen file, the server's preview of it, the
 * rows with errors (until dismissed), and the progress of the upload or import. Toasts
 * and wording are the screens' own.
 */
import { useRef, useState } from 'react';
import type {
  RosterColumnField,
  RosterImportResult,
  RosterParseOptions,
  RosterPreview,
  RosterRow,
} from '#shared/schemas.ts';
import { useImportRoster } from '../api/import-roster.ts';
import { useUploadRoster } from '../api/upload-roster.ts';
import { failureRows, importableAthletes, rowsWithErrors } from '../lib/roster-file.ts';

export type RosterProgress =
  | { phase: 'idle' }
  | { phase: 'uploading'; percent: number }
  | { phase: 'reading' }
  | { phase: 'importing' };

/** Thrown when a newer file replaced the one being previewed: nothing to show. */
export class SupersededError extends Error {}

export function useRosterFile() {
  const upload = useUploadRoster();
  const importRoster = useImportRoster();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<RosterPreview | null>(null);
  const [errorRows, setErrorRows] = useState<RosterRow[] | null>(null);
  const [progress, setProgress] = useState<RosterProgress>({ phase: 'idle' });
  const [columns, setColumns] = useState<Record<number, RosterColumnField>>({});
  const [options, setOptions] = useState<RosterParseOptions>({});
  /** Shared phones of the preview the coach ticked (decision 040). */
  const [confirmedSharedPhones, setConfirmedSharedPhones] = useState<ReadonlySet<string>>(
    () => new Set(),
  );
  const sequence = useRef(0);

  /**
   * Uploads `next` for a preview; answers the preview, or throws the refusal. `corrections`
   * (the coach's column choices) re-read the same file; a new file starts without them.
   */
  async function previewFile(
    next: File,
    eventId: string,
    corrections: Record<number, RosterColumnField> = {},
    parseOptions: RosterParseOptions = {},
  ): Promise<RosterPreview> {
    const ticket = ++sequence.current;
    const rereading = next === file && preview !== null;
    setFile(next);
    setColumns(corrections);
    setOptions(parseOptions);
    if (!rereading) {
      setPreview(null);
      setConfirmedSharedPhones(new Set());
    }
    setErrorRows(null);
    setProgress({ phase: 'uploading', percent: 0 });
    try {
      const result = await upload.mutateAsync({
        file: next,
        eventId,
        columns: corrections,
        options: parseOptions,
        onProgress: (sent) => {
          if (ticket !== sequence.current) return;
          setProgress(
            sent >= 1
              ? { phase: 'reading' }
              : { phase: 'uploading', percent: Math.round(sent * 100) },
          );
        },
      });
      if (ticket !== sequence.current) throw new SupersededError();
      setPreview(result);
      const withErrors = rowsWithErrors(result.athletes);
      setErrorRows(withErrors.length > 0 ? withErrors : null);
      return result;
    } catch (error) {
      if (ticket === sequence.current) {
        if (rereading) {
          // A correction the server could not use: the file and its last preview stay.
          setColumns(columns);
          setOptions(options);
        } else {
          setFile(null);
          setErrorRows(failureRows(error));
        }
      }
      throw error;
    } finally {
      if (ticket === sequence.current) setProgress({ phase: 'idle' });
    }
  }

  /** Imports the preview's valid rows into `eventId`; clears the file on success. */
  async function importPreview(eventId: string): Promise<RosterImportResult> {
    if (!preview) throw new Error('nothing to import');
    const ticket = ++sequence.current;
    setProgress({ phase: 'importing' });
    try {
      const result = await importRoster.mutateAsync({
        eventId,
        athletes: importableAthletes(preview),
        // Only ticks of phones this preview lists (a re-read may have dropped one).
        confirmedSharedPhones: preview.understood.sharedPhones
          .map(({ phone }) => phone)
          .filter((phone) => confirmedSharedPhones.has(phone)),
      });
      if (ticket === sequence.current) reset();
      return result;
    } catch (error) {
      if (ticket === sequence.current) {
        const rows = failureRows(error);
        if (rows) setErrorRows(rows);
      }
      throw error;
    } finally {
      if (ticket === sequence.current) setProgress({ phase: 'idle' });
    }
  }

  function reset() {
    sequence.current += 1;
    setFile(null);
    setColumns({});
    setOptions({});
    setConfirmedSharedPhones(new Set());
    setPreview(null);
    setErrorRows(null);
    setProgress({ phase: 'idle' });
  }

  return {
    file,
    /** A file was chosen but is not previewed yet (no event chosen). */
    setPendingFile: (next: File | null) => {
      sequence.current += 1;
      setFile(next);
      setPreview(null);
      setErrorRows(null);
    },
    preview,
    /** The coach's column corrections of the current preview. */
    columns,
    /** Reads the same file again with column `index` read as `field`. */
    correctColumn: (eventId: string, index: number, field: RosterColumnField) => {
      if (!file) throw new Error('no file to read again');
      return previewFile(file, eventId, { ...columns, [index]: field }, options);
    },
    /** The coach's other corrections of the current preview (decision 043). */
    options,
    /** Reads the same file again with these corrections changed. */
    correctOptions: (eventId: string, patch: RosterParseOptions) => {
      if (!file) throw new Error('no file to read again');
      return previewFile(file, eventId, columns, { ...options, ...patch });
    },
    confirmedSharedPhones,
    /** Ticks or unticks a shared phone of the preview. */
    confirmSharedPhone: (phone: string, confirmed: boolean) =>
      setConfirmedSharedPhones((current) => {
        const next = new Set(current);
        if (confirmed) next.add(phone);
        else next.delete(phone);
        return next;
      }),
    errorRows,
    dismissErrors: () => setErrorRows(null),
    progress,
    isBusy: progress.phase !== 'idle',
    previewFile,
    importPreview,
    reset,
  };
}
