/**
 * The one place that names TapIn's language: US English (docs/product.md#limits). Dates, times,
 * plurals and case folding all read it from here; a second language changes this value (or passes
 * its own), never a formatter at a call site.
 */
export const LOCALE = 'en-US';
