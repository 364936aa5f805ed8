/**
 * A roster upload as multipart form data: the one file and its fields (event, preview or
 * import, the coach's column corrections), read in whatever order they come, with every
 * way a form can be wrong turned into its error answer.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, appError } from '#server/http/errors.ts';
import { ROSTER_ACCEPTED_MIME_TYPES } from '#shared/constants.ts';
import { messages } from '#shared/messages.ts';
import { rosterColumnFieldSchema, rosterParseOptionsSchema } from '#shared/schemas.ts';

const ROSTER_TABLE_EXTENSIONS = ['csv', 'tsv', 'tab', 'txt', 'text', 'xlsx'];
const ROSTER_TABLE_MIME_TYPES = [
  'text/plain',
  'text/tab-separated-values',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
];
const ROSTER_COLUMNS_FIELD_MAX = 8192;

/** The coach's corrections of the preview's column guesses: {"3":"lastName",...} as JSON. */
const columnOverridesSchema = z
  .string()
  .max(ROSTER_COLUMNS_FIELD_MAX)
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: messages.errors.invalidRequest });
      return z.NEVER;
    }
  })
  .pipe(z.record(z.string().regex(/^\d{1,3}$/), rosterColumnFieldSchema));

/** The coach's other corrections (team, sheets, statuses, not-the-team, swap) as JSON. */
const parseOptionsFieldSchema = z
  .string()
  .max(ROSTER_COLUMNS_FIELD_MAX)
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: messages.errors.invalidRequest });
      return z.NEVER;
    }
  })
  .pipe(rosterParseOptionsSchema);

/** The form fields beside the file. */
const uploadFieldsSchema = z.object({
  eventId: z.uuid({ error: () => messages.errors.rosterFileAndEvent }),
  action: z.enum(['preview', 'import']).default('preview'),
  columns: columnOverridesSchema.optional(),
  options: parseOptionsFieldSchema.optional(),
});

/**
 * What may be a roster, by name or type: the spec's CSV (MIME type or .csv) and the other
 * tables spreadsheets and registration systems write (.tsv, .txt, .text, .xlsx). The
 * content decides how it is read; images, PDFs and other binaries are refused by content.
 * The name is used for nothing else.
 */
function isTableUpload(filename: string, mimetype: string): boolean {
  const extension = /\.([a-z0-9]+)$/.exec(filename.toLowerCase())?.[1] ?? '';
  return (
    ROSTER_TABLE_EXTENSIONS.includes(extension) ||
    (ROSTER_ACCEPTED_MIME_TYPES as readonly string[]).includes(mimetype.toLowerCase()) ||
    ROSTER_TABLE_MIME_TYPES.includes(mimetype.toLowerCase())
  );
}

/** Reads the one file and the fields of a multipart upload, in whatever order they come. */
export async function readRosterUpload(scope: FastifyInstance, request: FastifyRequest) {
  if (!request.isMultipart()) throw appError('UPLOAD_INVALID', messages.errors.rosterFileAndEvent);
  const errors = scope.multipartErrors;
  const fields: Record<string, string> = {};
  let file: { bytes: Buffer; filename: string; mimetype: string } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        file = { bytes, filename: part.filename ?? '', mimetype: part.mimetype ?? '' };
      } else {
        fields[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (error) {
    if (error instanceof errors.RequestFileTooLargeError) {
      throw appError('PAYLOAD_TOO_LARGE', messages.errors.rosterFileTooLarge);
    }
    if (error instanceof errors.FilesLimitError)
      throw appError('UPLOAD_INVALID', messages.errors.rosterOneFile);
    if (error instanceof errors.FieldsLimitError || error instanceof errors.PartsLimitError) {
      throw appError('UPLOAD_INVALID', messages.errors.invalidRequest);
    }
    if (error instanceof AppError) throw error;
    // Anything else the parser throws is a body that is not a whole multipart form (cut
    // off, no boundary, bad part headers): the client's fault, nothing was read or stored.
    throw appError('UPLOAD_MALFORMED', messages.errors.uploadMalformed);
  }
  const parsedFields = uploadFieldsSchema.safeParse(fields);
  if (!file || !parsedFields.success)
    throw appError('UPLOAD_INVALID', messages.errors.rosterFileAndEvent);
  if (!isTableUpload(file.filename, file.mimetype))
    throw appError('ROSTER_NOT_A_TABLE', messages.errors.rosterNotCsv);
  return { ...parsedFields.data, bytes: file.bytes };
}
