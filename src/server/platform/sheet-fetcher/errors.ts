/** Why a sheet could not be fetched; modules/rosters/sheet-url.ts turns each into an answer. */
export type SheetFetchErrorCode =
  | 'invalid_url'
  | 'scheme'
  | 'host'
  | 'address'
  | 'redirects'
  | 'not_shared'
  | 'not_found'
  | 'timeout'
  | 'too_large'
  | 'http'
  | 'network';

export class SheetFetchError extends Error {
  override name = 'SheetFetchError';
  constructor(
    readonly code: SheetFetchErrorCode,
    message: string,
  ) {
    super(message);
  }
}
