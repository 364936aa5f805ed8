/**
 * People's names, the same on both sides and free of dependencies: how a name is shown
 * and how two spellings of it are compared ("José Muñoz" and "jose munoz" are one name).
 */

/** Lower case without accents, so "jose" finds José. Punctuation and spaces are kept. */
export function foldAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * A name reduced to what identifies it: no accents, lower case, and every run of
 * punctuation or whitespace one space ("  O'Brien-Smith " → "o brien smith").
 */
export function foldName(value: string): string {
  return foldAccents(value)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** "First Last" from the parts a person has, trimmed; '' when there are none. */
export function personName(person: {
  firstName?: string | null;
  lastName?: string | null;
}): string {
  return [person.firstName, person.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}
