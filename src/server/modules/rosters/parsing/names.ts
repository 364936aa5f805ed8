/**
 * Names as people write them: "Last, First", "First Middle Last", generational suffixes
 * (Jr., Sr., II, III, IV) that stay with the last name, and particles (De La, Van der,
 * St., O', Mc…) that belong to it. Accents and apostrophes are kept as written.
 */

/** Suffix tokens, compared lower-case without dots. */
const SUFFIXES = new Set(['jr', 'sr', 'ii', 'iii', 'iv', '2nd', '3rd', '4th']);

/** Words that start a last name when they stand before it (lower-case, without dots). */
const PARTICLES = new Set([
  'de',
  'del',
  'della',
  'dela',
  'la',
  'le',
  'las',
  'los',
  'di',
  'da',
  'das',
  'dos',
  'do',
  'du',
  'van',
  'von',
  'der',
  'den',
  'ter',
  'ten',
  'st',
  'ste',
  'saint',
  'san',
  'santa',
  'mc',
  'mac',
  "o'",
  'o’',
  'bin',
  'ibn',
  'al',
  'el',
  'y',
]);

const bare = (token: string) => token.toLowerCase().replace(/\./g, '');

export const isSuffix = (token: string) => SUFFIXES.has(bare(token));
const isParticle = (token: string) =>
  PARTICLES.has(bare(token)) || PARTICLES.has(token.toLowerCase());

/** Appends a suffix (from a Suffix column or the name itself) to a last name once. */
export function withSuffix(lastName: string, suffix: string): string {
  const clean = suffix.trim();
  if (!clean || !lastName) return lastName;
  const tokens = lastName.split(' ');
  if (tokens.some((token) => bare(token) === bare(clean))) return lastName;
  return `${lastName} ${clean}`;
}

/** Splits trailing suffix tokens off a run of name tokens. */
function takeSuffixes(tokens: string[]): { rest: string[]; suffix: string } {
  const suffix: string[] = [];
  while (tokens.length > 1 && isSuffix(tokens[tokens.length - 1]!)) {
    suffix.unshift(tokens.pop()!.replace(/,$/, ''));
  }
  return { rest: tokens, suffix: suffix.join(' ') };
}

/** "First Middle Last": the last name is the last word with its particles and suffixes. */
function splitFirstLast(name: string): { firstName: string; lastName: string } {
  const { rest, suffix } = takeSuffixes(name.split(' ').filter(Boolean));
  if (rest.length <= 1) return { firstName: rest[0] ?? '', lastName: suffix };
  let start = rest.length - 1;
  while (start > 1 && isParticle(rest[start - 1]!)) start--;
  return {
    firstName: rest.slice(0, start).join(' '),
    lastName: withSuffix(rest.slice(start).join(' '), suffix),
  };
}

/**
 * A full-name cell: "Last, First" (suffix anywhere kept with the last name) or "First Last",
 * without a jersey number or captain's mark around it.
 */
export function splitFullName(value: string): { firstName: string; lastName: string } {
  const name = value
    .replace(/\s+/g, ' ')
    .trim()
    // A jersey number before the name ("#7 Marcus Bell"), a captain's mark after it
    // ("Bell, Marcus (C)", "Marcus Bell*"): printed rosters add them; they are not the name.
    .replace(/^#\s?\d{1,3}\s+(?=\D)/, '')
    .replace(/(\s*(\((c|capt\.?|captain|gk|k)\)|\[(c|capt\.?|captain)\]|[*†‡]+))+$/i, '')
    .trim();
  const comma = name.indexOf(',');
  if (comma === -1) return splitFirstLast(name);
  const before = name.slice(0, comma).trim();
  const after = name.slice(comma + 1).trim();
  // "Jerome Washington, Jr.": the comma only sets off a suffix.
  if (after.split(' ').every(isSuffix) && after) {
    const split = splitFirstLast(before);
    return { firstName: split.firstName, lastName: withSuffix(split.lastName, after) };
  }
  // "Washington, Jerome Jr." or "Washington Jr., Jerome".
  const { rest, suffix } = takeSuffixes(after.split(' ').filter(Boolean));
  return { lastName: withSuffix(before, suffix), firstName: rest.join(' ') };
}
