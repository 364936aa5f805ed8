/**
 * One roster row's cells: cleaned, its guardian phones normalised, and checked with the
 * rules the import applies again (names, team, graduation year).
 */

import { normalizePhone } from '#server/platform/phone.ts';
import {
  ATHLETE_NAME_MAX_LENGTH,
  GRAD_YEAR_MAX,
  GRAD_YEAR_MIN,
  TEAM_NAME_MAX_LENGTH,
} from '#shared/constants.ts';
import { messages } from '#shared/messages.ts';
import { cleanPhoneInput } from '#shared/phone.ts';
import { looksGarbled } from './decode.ts';

/** A row that passed validation, ready to import. */
export interface ValidAthlete {
  firstName: string;
  lastName: string;
  teamName: string | null;
  gradYear: number | null;
  /** Guardian phones from the file, E.164, deduplicated; [] when none. */
  guardianPhones: string[];
}

/**
 * One line, composed Unicode, no control characters, single spaces, trimmed. A value an
 * export wrapped so Excel keeps it as text (="00123", '2028) is the value inside.
 */
export function cleanCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  return (
    String(value)
      .normalize('NFC')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
      .replace(/[\u0000-\u001f\u007f-\u009f\u200b\ufeff]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^="(.*)"$/, '$1')
      .replace(/^'(?=[\d+(])/, '')
  );
}

/** Several numbers in one cell: "555-0100 / 555-0101", "Mom 555-0100; Dad 555-0101". */
const PHONE_SEPARATORS = /[;,/|&]|\s(?:or|and)\s/i;
/** An extension after a number: "555-310-4400 x12", "ext. 4". */
const EXTENSION = /\s*(?:x|ext\.?|extension)\s*\d{1,6}\s*$/i;

/**
 * Guardian phone cells to E.164 with exactly the phone step's rule (docs/product.md#validation,
 * normalizePhone), in order, without repeats. Cells that are not a phone a parent could
 * verify are returned apart. `cache` spares a big file re-parsing a number it has seen.
 */
export function normalizeGuardianPhones(
  values: readonly unknown[],
  cache?: Map<string, string | null>,
): { phones: string[]; invalid: string[] } {
  const phones: string[] = [];
  const invalid: string[] = [];
  const one = (text: string) => {
    // The rule reads only the digits (and a leading +): "(312) 555-0100" and
    // "312.555.0100" are one lookup.
    const key = cleanPhoneInput(text);
    let phone = cache?.get(key);
    if (phone === undefined) {
      phone = normalizePhone(text);
      cache?.set(key, phone);
      // E.164 is the rule's own output and reads back as itself.
      if (phone !== null) cache?.set(phone, phone);
    }
    return phone;
  };
  for (const value of values) {
    const text = cleanCell(value);
    if (!text) continue;
    let found = [one(text)];
    if (found[0] === null) {
      // Not one number as written: several in the cell, or one with an extension.
      const parts = text
        .split(PHONE_SEPARATORS)
        .map((part) => part.replace(EXTENSION, '').trim())
        .filter(Boolean);
      const read = parts.map(one);
      if (read.length > 0 && read.every((phone) => phone !== null)) found = read;
    }
    if (found.some((phone) => phone === null)) invalid.push(text.slice(0, 40));
    for (const phone of found) if (phone !== null && !phones.includes(phone)) phones.push(phone);
  }
  return { phones, invalid };
}

/**
 * The one rule set for a roster row, used by the upload preview and again by the import:
 * first and last name required, at most 100 characters each, not garbled by a wrong
 * encoding; team at most 100; grad year a 4-digit year in 2000-2100 when present;
 * guardian phones kept when a parent could verify them.
 */
export function validateRosterEntry(
  input: {
    firstName?: unknown;
    lastName?: unknown;
    teamName?: unknown;
    gradYear?: unknown;
    guardianPhones?: unknown;
  },
  cache?: Map<string, string | null>,
): {
  cleaned: {
    firstName: string;
    lastName: string;
    teamName: string | null;
    gradYear: string | null;
    guardianPhones: string[];
  };
  errors: string[];
  athlete: ValidAthlete | null;
} {
  const firstName = cleanCell(input.firstName);
  const lastName = cleanCell(input.lastName);
  const teamName = cleanCell(input.teamName) || null;
  const gradYearText = cleanCell(input.gradYear) || null;
  const errors: string[] = [];
  if (!firstName) errors.push(messages.errors.firstNameRequired);
  else if (firstName.length > ATHLETE_NAME_MAX_LENGTH)
    errors.push(messages.errors.firstNameTooLong);
  if (!lastName) errors.push(messages.errors.lastNameRequired);
  else if (lastName.length > ATHLETE_NAME_MAX_LENGTH) errors.push(messages.errors.lastNameTooLong);
  if (looksGarbled(firstName) || looksGarbled(lastName))
    errors.push(messages.errors.rosterNameGarbled);
  if (teamName && teamName.length > TEAM_NAME_MAX_LENGTH)
    errors.push(messages.errors.teamNameTooLong);
  let gradYear: number | null = null;
  if (gradYearText !== null) {
    const year = /^\d{4}$/.test(gradYearText) ? Number(gradYearText) : Number.NaN;
    if (year >= GRAD_YEAR_MIN && year <= GRAD_YEAR_MAX) gradYear = year;
    else errors.push(messages.errors.invalidGradYear);
  }
  const { phones: guardianPhones } = normalizeGuardianPhones(
    Array.isArray(input.guardianPhones) ? input.guardianPhones.slice(0, 20) : [],
    cache,
  );
  const cleaned = {
    firstName: firstName.slice(0, 200),
    lastName: lastName.slice(0, 200),
    teamName: teamName?.slice(0, 200) ?? null,
    gradYear: gradYearText?.slice(0, 20) ?? null,
    guardianPhones,
  };
  return {
    cleaned,
    errors,
    athlete:
      errors.length === 0 ? { firstName, lastName, teamName, gradYear, guardianPhones } : null,
  };
}

// ---- rows that are not athletes ------------------------------------------------------
