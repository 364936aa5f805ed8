/**
 * What each column of a roster means, read from its header: the athlete's names (with the
 * prefixes registration systems put in front: Player, Player's, Participant, Member,
 * Athlete, Student, Child), a full-name column, suffix, team (team, division, school),
 * grad year or grade, whether the row is a player at all, and the guardians' phones.
 * A column about someone else (parent, guardian, coach, emergency contact) is never read
 * as the athlete's name; its phone is a guardian phone.
 */
import type { RosterColumnField } from '#shared/schemas.ts';

export type ColumnField = RosterColumnField;

/** Lower-case letters and digits only: "Player's First Name" → "playersfirstname". */
export function normalizeHeader(header: string): string {
  return header
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** Words that say the column is about the athlete, longest first. */
const ATHLETE_PREFIXES = [
  'participants',
  'participant',
  'athletes',
  'athlete',
  'students',
  'student',
  'players',
  'player',
  'members',
  'member',
  'childs',
  'child',
];
/** Of those, the ones that alone name the athlete ("Player", "Student"). */
const ATHLETE_ALONE = new Set(['participant', 'athlete', 'student', 'player', 'child']);

/** Someone other than the athlete. */
const OTHER_PERSON =
  /^(p\d|parent|guardian|mother|father|mom|dad|contact|emergency|emerg|coach|spouse|doctor|physician|insurance|billing|account|purchaser)|(parent|guardian|mother|father|contact|coach|emergency)/;

/** A phone column, judged by its words ("athletelastname" holds "tel" but no phone word). */
const PHONE_WORD = /^(phones?|mobile|cell|cellular|tel|telephone|ph|.+phone)$/;
const isPhoneHeader = (header: string) =>
  header
    .normalize('NFKD')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z]+/)
    .some((word) => PHONE_WORD.test(word));
/** The family's line, whoever answers it. */
const HOUSEHOLD = /^(home|house|family|household|primary|secondary)/;
const ATHLETE_WORD = /(player|athlete|student|participant|member|child)/;

const FIELD_ALIASES: Partial<Record<ColumnField, readonly string[]>> = {
  firstName: [
    'firstname',
    'first',
    'fname',
    'givenname',
    'forename',
    'legalfirstname',
    'namefirst',
  ],
  lastName: ['lastname', 'last', 'lname', 'surname', 'familyname', 'legallastname', 'namelast'],
  fullName: [
    'name',
    'fullname',
    'names',
    'lastfirst',
    'firstlast',
    'namelastfirst',
    'namefirstlast',
    'lastnamefirstname',
    'firstnamelastname',
  ],
  suffix: ['suffix', 'namesuffix', 'generation', 'generationalsuffix'],
  teamName: [
    'teamname',
    'team',
    'teamschool',
    'division',
    'divisionname',
    'school',
    'schoolname',
    'club',
    'clubname',
    'squad',
  ],
  gradYear: [
    'gradyear',
    'graduationyear',
    'classof',
    'class',
    'yog',
    'yearofgraduation',
    'grad',
    'gradyr',
    'graduation',
    'hsgradyear',
    'expectedgraduationyear',
    'year',
  ],
  grade: ['grade', 'gradelevel', 'gr', 'grd', 'currentgrade', 'schoolgrade', 'yr', 'gradeinschool'],
  role: [
    'role',
    'teamrole',
    'memberrole',
    'rostertype',
    'type',
    'membertype',
    'nonplayer',
    'isnonplayer',
    'iscoach',
    'isstaff',
    'staff',
    'isplayer',
  ],
};

/** Team columns in order of preference when a file has several. */
const TEAM_PREFERENCE = FIELD_ALIASES.teamName!;

/** Reads one header. `null`: nothing TapIn uses. */
export function classifyHeader(header: string): { field: ColumnField | null; rank: number } {
  const name = normalizeHeader(header);
  if (!name) return { field: null, rank: 0 };
  if (isPhoneHeader(header)) {
    if (OTHER_PERSON.test(name) || HOUSEHOLD.test(name)) return { field: 'guardianPhone', rank: 0 };
    if (ATHLETE_WORD.test(name)) return { field: 'athletePhone', rank: 0 };
    // A bare "Phone" or "Cell": a guardian's unless the file says otherwise (resolved later).
    return { field: 'guardianPhone', rank: 1 };
  }
  if (OTHER_PERSON.test(name)) return { field: null, rank: 0 };
  if (ATHLETE_ALONE.has(name.replace(/s$/, ''))) return { field: 'fullName', rank: 0 };
  // The header as written, then without each athlete prefix it starts with
  // ("studentschoolname" is "school name" after "student", not "chool name" after "students").
  const rests = [
    name,
    ...ATHLETE_PREFIXES.filter((p) => name.startsWith(p)).map((p) => name.slice(p.length)),
  ];
  for (const rest of rests) {
    // "Grade (2025-26 school year)", "Team 2": the words before a number.
    for (const candidate of [rest, rest.replace(/\d.*$/, '')]) {
      if (!candidate) continue;
      for (const [field, aliases] of Object.entries(FIELD_ALIASES) as [ColumnField, string[]][]) {
        if (aliases.includes(candidate)) {
          return { field, rank: field === 'teamName' ? TEAM_PREFERENCE.indexOf(candidate) : 0 };
        }
      }
    }
  }
  return { field: null, rank: 0 };
}

export interface ColumnMap {
  /** Per column: the field it is read as ('ignore' when none). */
  fields: ColumnField[];
  firstName: number;
  lastName: number;
  fullName: number;
  suffix: number;
  teamName: number;
  gradYear: number;
  grade: number;
  role: number[];
  guardianPhones: number[];
  /** The file has columns about guardians or contacts (one row per contact is likely). */
  hasContacts: boolean;
}

/**
 * Decides the columns of a header row, with the coach's corrections applied on top. The
 * first column of a field wins (the best-ranked team column); First and Last beat a Name
 * column; a bare "Phone" column is the athlete's when the file has explicit guardian ones.
 */
export function mapColumns(
  header: readonly string[],
  overrides: Readonly<Record<number, ColumnField>> = {},
): ColumnMap {
  const classified = header.map((cell) => classifyHeader(cell));
  const explicitGuardian = classified.some((c) => c.field === 'guardianPhone' && c.rank === 0);
  const fields: ColumnField[] = classified.map((c) =>
    c.field === 'guardianPhone' && c.rank === 1 && explicitGuardian
      ? 'athletePhone'
      : (c.field ?? 'ignore'),
  );
  const ranks = classified.map((c) => c.rank);
  for (const [key, field] of Object.entries(overrides)) {
    const index = Number(key);
    if (index >= 0 && index < fields.length) {
      fields[index] = field;
      ranks[index] = -1;
    }
  }
  const map: ColumnMap = {
    fields,
    firstName: -1,
    lastName: -1,
    fullName: -1,
    suffix: -1,
    teamName: -1,
    gradYear: -1,
    grade: -1,
    role: [],
    guardianPhones: [],
    hasContacts: header.some((cell) => OTHER_PERSON.test(normalizeHeader(cell))),
  };
  const single = ['firstName', 'lastName', 'fullName', 'suffix', 'gradYear', 'grade'] as const;
  fields.forEach((field, index) => {
    if (field === 'guardianPhone') map.guardianPhones.push(index);
    else if (field === 'role') map.role.push(index);
    else if (field === 'teamName') {
      if (map.teamName === -1 || ranks[index]! < ranks[map.teamName]!) map.teamName = index;
    } else if ((single as readonly string[]).includes(field)) {
      const key = field as (typeof single)[number];
      if (map[key] === -1) map[key] = index;
    }
  });
  // Columns of a field that lost to another are shown as not used.
  fields.forEach((field, index) => {
    if ((single as readonly string[]).includes(field) || field === 'teamName') {
      if (map[field as (typeof single)[number] | 'teamName'] !== index) fields[index] = 'ignore';
    }
  });
  if (map.firstName !== -1 && map.lastName !== -1 && map.fullName !== -1) {
    fields[map.fullName] = 'ignore';
    map.fullName = -1;
  }
  return map;
}

export const hasNameColumns = (map: ColumnMap) =>
  (map.firstName !== -1 && map.lastName !== -1) || map.fullName !== -1;
