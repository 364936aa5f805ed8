/**
 * The API refuses exactly what the forms cannot type: each schema accepts a value at its
 * field limit and refuses one character more.
 */
import { describe, expect, it } from 'vitest';
import {
  ATHLETE_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  EVENT_NAME_MAX_LENGTH,
  LOCATION_MAX_LENGTH,
  PHONE_INPUT_MAX_LENGTH,
  SHEET_URL_MAX_LENGTH,
  TEAM_NAME_MAX_LENGTH,
} from './field-limits.ts';
import {
  createEventBodySchema,
  createTeamBodySchema,
  emailSchema,
  eventNameSchema,
  linkParentBodySchema,
  removeParentLinkParamsSchema,
  updateEventBodySchema,
} from './schemas.ts';

const id = '00000000-0000-4000-8000-000000000000';
const text = (length: number) => 'a'.repeat(length);

/** A host name of `length` characters in labels of at most 50 letters. */
function hostname(length: number): string {
  const labels: string[] = [];
  let left = length;
  while (left > 0) {
    let size = Math.min(50, left);
    if (left - size === 1) size -= 1;
    labels.push(text(size));
    left -= size + 1;
  }
  return labels.join('.');
}

/** Whether `build(length)` parses at the limit and fails one character over it. */
function stopsAt(limit: number, parse: (length: number) => { success: boolean }) {
  return { atLimit: parse(limit).success, overLimit: parse(limit + 1).success };
}
const exactly = { atLimit: true, overLimit: false };

describe('field limits', () => {
  it('event name and location', () => {
    expect(stopsAt(EVENT_NAME_MAX_LENGTH, (n) => eventNameSchema.safeParse(text(n)))).toEqual(
      exactly,
    );
    const event = (locationName: string) => ({
      name: 'Practice',
      locationName,
      date: '2030-04-05T18:30:00.000Z',
    });
    expect(
      stopsAt(LOCATION_MAX_LENGTH, (n) => createEventBodySchema.safeParse(event(text(n)))),
    ).toEqual(exactly);
  });

  it('team name', () => {
    expect(
      stopsAt(TEAM_NAME_MAX_LENGTH, (n) => createTeamBodySchema.safeParse({ name: text(n) })),
    ).toEqual(exactly);
  });

  it("a parent's first and last name", () => {
    const body = (firstName: string, lastName: string) => ({ eventId: id, firstName, lastName });
    expect(
      stopsAt(ATHLETE_NAME_MAX_LENGTH, (n) => linkParentBodySchema.safeParse(body(text(n), 'B'))),
    ).toEqual(exactly);
    expect(
      stopsAt(ATHLETE_NAME_MAX_LENGTH, (n) => linkParentBodySchema.safeParse(body('A', text(n)))),
    ).toEqual(exactly);
  });

  it('a phone number as typed', () => {
    const params = (phoneNumber: string) => ({ eventId: id, athleteId: id, phoneNumber });
    expect(
      stopsAt(PHONE_INPUT_MAX_LENGTH, (n) =>
        removeParentLinkParamsSchema.safeParse(params('1'.repeat(n))),
      ),
    ).toEqual(exactly);
  });

  it('sheet address and email', () => {
    const url = (n: number) => `https://docs.google.com/${text(n - 24)}`;
    expect(
      stopsAt(SHEET_URL_MAX_LENGTH, (n) =>
        updateEventBodySchema.safeParse({ googleSheetUrl: url(n) }),
      ),
    ).toEqual(exactly);
    const email = (n: number) => `${text(60)}@${hostname(n - 61 - '.test'.length)}.test`;
    expect(email(EMAIL_MAX_LENGTH)).toHaveLength(EMAIL_MAX_LENGTH);
    expect(stopsAt(EMAIL_MAX_LENGTH, (n) => emailSchema.safeParse(email(n)))).toEqual(exactly);
  });
});
