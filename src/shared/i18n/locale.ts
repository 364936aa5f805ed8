/**
 * The source language of the catalogue: US English, the plural rules an `icu()` text without
 * its own language compiles with. Which language a person reads is chosen per request or
 * page (src/shared/i18n/locales.ts and active.ts, decision 045).
 */
export const LOCALE = 'en-US';
