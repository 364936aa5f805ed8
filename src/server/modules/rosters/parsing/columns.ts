/**
 * What each column of a roster means, read from its header: the athlete's names (with the
 * prefixes registration systems put in front: Player, Player's, Participant, Member,
 * Athlete, Student, Child), a full-name column, suffix, team (team, division, school),
 * grad year or grade, whether the row is a player at all, and the guardians' phones.
 * A column about someone else (parent, guardian, coach, emergency contact) is never read
 * as the athlete's name. A phone column is a guardian phone only when the file presents it
 * as a parent's or guardian's own line (cell, mobile, home, a bare phone); an emergency
 * contact's, a work or office number, and the phone of a coach, doctor, school or relative
 * are read as another phone, shown in the preview and linked to no one (issue 32): a
 * guardian link grants pickup codes and texts about the child.
 */
import type { RosterColumnField } from '#shared/schemas.ts';

export type ColumnField = RosterColumnField;

/** Lower-case letters and digits only: "Player's First Name" → "playersfirstname". */
export function normalizeHeader(header: string): string {
  return header
    .normalize('NFKD')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]/g, '');
}

/**
 * Nouns for the athlete: the general ones, a few sports' own (a swim club's "Swimmer"),
 * and their German, French and Spanish words (club files from European Excel).
 */
const ATHLETE_NOUNS = [
  'participant',
  'athlete',
  'student',
  'player',
  'member',
  'child',
  'swimmer',
  'gymnast',
  'skater',
  'wrestler',
  'runner',
  'rower',
  'dancer',
  'camper',
  'kid',
  'spieler',
  'spielerin',
  'schuler',
  'joueur',
  'joueuse',
  'eleve',
  'jugador',
  'jugadora',
  'alumno',
  'speler',
  'leerling',
  'lid',
  'giocatore',
  'atleta',
  'aluno',
];
/** Words that say the column is about the athlete ("Players", "Player's"), longest first. */
const ATHLETE_PREFIXES = ATHLETE_NOUNS.flatMap((noun) => [`${noun}s`, noun]).sort(
  (a, b) => b.length - a.length,
);
/** Of those, the ones that alone name the athlete ("Player", "Student"), not "Member". */
const ATHLETE_ALONE = new Set(ATHLETE_NOUNS.filter((noun) => noun !== 'member'));

/** Someone other than the athlete. */
const OTHER_PERSON =
  /^(p\d|parent|guardian|mother|father|mom|dad|contact|emergency|emerg|coach|spouse|doctor|physician|insurance|billing|account|purchaser)|(parent|guardian|mother|father|contact|coach|emergency|familymember|grandparent|grandmother|grandfather|caregiver|sibling|mutter|vater|eltern|erziehungsberechtigt|madre|padre|ouder|verzorger|moeder|vader|genitor|responsable|responsavel|encarregado)/;
/** Whole words for someone else ("Cell (Mum)"; "mère" inside a longer word is not one). */
const OTHER_PERSON_WORDS = new Set([
  'mom',
  'mum',
  'dad',
  'mama',
  'papa',
  'mere',
  'pere',
  'parents',
  'tuteur',
  'tutor',
  'tutora',
  'tutore',
  'mae',
  'pai',
  'pais',
]);

/** A parent or guardian by name, in the languages above (not a contact, not a relative). */
const GUARDIAN_PERSON =
  /^p\d|parent|guardian|mother|father|mutter|vater|eltern|erziehungsberechtigt|madre|padre|ouder|verzorger|moeder|vader|genitor|responsable|responsavel|encarregado|caregiver/;
const GUARDIAN_WORDS = new Set([
  'mom',
  'mum',
  'dad',
  'mama',
  'papa',
  'mere',
  'pere',
  'tuteur',
  'tutor',
  'tutora',
  'tutore',
  'mae',
  'pai',
  'pais',
]);
const namesGuardian = (name: string, words: readonly string[]) =>
  !isRelative(name, words) &&
  (GUARDIAN_PERSON.test(name) || words.some((word) => GUARDIAN_WORDS.has(word)));

/** Lower-case words of a header, accents dropped: "Parent1CellPhone" → parent, cell, phone. */
function headerWords(header: string): string[] {
  return header
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .split(/[^a-z]+/)
    .filter(Boolean);
}

const isAboutSomeoneElse = (name: string, words: readonly string[]) =>
  OTHER_PERSON.test(name) ||
  words.some((word) => OTHER_PERSON_WORDS.has(word)) ||
  isEmergency(name, words) ||
  isRelative(name, words);

/**
 * An emergency contact, in the languages club files come in: "Emergency Contact Phone",
 * "Emerg. #", "In Case of Emergency", "ICE", Notfall, Notruf, noodnummer, "bij nood",
 * emergencia, emergência, urgência, urgence, emergenza. "Nood" alone is a word only
 * ("noodzakelijk" is "required").
 */
const EMERGENCY =
  /emerg|notfall|notruf|noodnummer|noodcontact|noodtelefoon|noodgeval|urgen|incaseof/;
const EMERGENCY_WORDS = new Set(['ice', 'sos', 'nood']);
function isEmergency(name: string, words: readonly string[]): boolean {
  return EMERGENCY.test(name) || words.some((word) => EMERGENCY_WORDS.has(word));
}

/** A work, office or business line: whoever's it is, not where a parent answers at once. */
const WORK =
  /work|office|business|employer|werk|kantoor|(?<!nood)zakelijk|arbeit|dienstlich|buro|geschaft|geschaeft|trabajo|oficina|laboral|empresa|trabalho|escritorio|travail|bureau|ufficio|lavoro/;
const WORK_WORDS = new Set(['job', 'pro', 'firma', 'dienst', 'wk', 'comercial', 'commercial']);
function isWork(name: string, words: readonly string[]): boolean {
  return WORK.test(name) || words.some((word) => WORK_WORDS.has(word));
}

/**
 * Family and friends who are not the child's guardians (a grandmother, a sibling, a
 * neighbour, the babysitter): the people the trusted-adults list is for, never a guardian
 * link. Checked before the parent words, which "grandmother" and "grandparent" contain.
 */
const RELATIVE =
  /grandparent|grandmother|grandfather|grandma|grandpa|grandmere|grandpere|grossmutter|grossvater|grosseltern|grootmoeder|grootvader|grootouder|abuel|sibling|brother|sister|neighbo|nachbar|vecin|vizinh|voisin|buurman|buurvrouw|babysit|nanny|aupair|godmother|godfather|godparent|padrin|madrin|taufpat/;
const RELATIVE_WORDS = new Set([
  'oma',
  'opa',
  'omi',
  'opi',
  'granny',
  'aunt',
  'auntie',
  'uncle',
  'tante',
  'onkel',
  'oom',
  'tia',
  'tio',
  'avo',
  'avos',
  'broer',
  'zus',
  'bruder',
  'schwester',
  'hermano',
  'hermana',
  'irmao',
  'irma',
  'frere',
  'soeur',
  'friend',
  'vriend',
  'freund',
  'amigo',
  'amiga',
  'cousin',
  'cousine',
  'primo',
  'prima',
  'relative',
  'sitter',
]);
function isRelative(name: string, words: readonly string[]): boolean {
  return RELATIVE.test(name) || words.some((word) => RELATIVE_WORDS.has(word));
}

/** A phone column, judged by its words ("athletelastname" holds "tel" but no phone word). */
const PHONE_WORD =
  /^(phones?|mobile|mobiel|gsm|cell|cellular|tel|telephone|ph|sms|.+phone|telefon|telefone|telefoon|telefono|telemovel|cellulare|handy|portable|movil|celular|.+(telefon|telefoon|telefone|telefono)|(telefon|telefoon|handy|mobil|mobiel|gsm|notfall|nood|festnetz)(nummer|nr|no))$/;
/** Words of a column about a phone rather than its number: "Phone 1 Label", "Cell Phone Carrier". */
const ABOUT_THE_PHONE =
  /^(label|type|kind|carrier|provider|company|ext|extension|consent|opt|optin|optout|ok|verified|status|typ)$/;
/** "Emergency Contact Number", "Home #", "Text Number": a number about a person or a line. */
const NUMBER_WORD = /^(number|no|num|nr|nummer|numero)$/;
const LINE_WORD = /^(home|house|household|family|text|sms|contact|best|work|office|business)$/;
/** Numbers that are an account's, not a line: "Insurance Number", "Policy #", "Parent ID #". */
const ACCOUNT_WORD = /^(id|insurance|insurer|policy|billing|account|medicare|medicaid)$/;
function isPhoneHeader(header: string, name: string, words: readonly string[]): boolean {
  if (words.some((word) => ABOUT_THE_PHONE.test(word))) return false;
  if (words.some((word) => PHONE_WORD.test(word))) return true;
  const numbered = header.includes('#') || words.some((word) => NUMBER_WORD.test(word));
  return (
    numbered &&
    !words.some((word) => ACCOUNT_WORD.test(word)) &&
    (isAboutSomeoneElse(name, words) || words.some((word) => LINE_WORD.test(word)))
  );
}
/**
 * People and places whose phone is no guardian's: a coach, a doctor, an insurer, the school,
 * the club. Their numbers must never become parent links (a coach's phone on every row
 * would see every child).
 */
const NOT_FAMILY_STEMS =
  /coach|teamparent|teammom|teammum|teamdad|trainer|entrenador|treinador|allenatore|betreuer|manager|doctor|physician|pediatric|paediatric|dentist|orthodont|clinic|klinik|kliniek|hospital|krankenhaus|ziekenhuis|arzt|huisarts|dokter|docteur|medecin|medico|nurse|insur|versicher|verzeker|seguro|assurance|billing|school|schule|escuela|escola|ecole|scuola|teacher|lehrer|leraar|maestr|profes|employer|staff|verein|vereniging|league/;
const NOT_FAMILY = new Set([
  'coach',
  'coaches',
  'manager',
  'trainer',
  'staff',
  'doctor',
  'physician',
  'pediatrician',
  'dentist',
  'clinic',
  'hospital',
  'insurance',
  'insurer',
  'billing',
  'school',
  'office',
  'employer',
  'club',
  'liga',
  'organization',
  'organisation',
]);
const isNotFamily = (name: string, words: readonly string[]) =>
  NOT_FAMILY_STEMS.test(name) || words.some((word) => NOT_FAMILY.has(word));

/**
 * A phone column that must never become a guardian link, whatever person it is about: an
 * emergency contact's, a work line, a coach's, doctor's or school's, a relative's.
 */
const isNotGuardianPhone = (name: string, words: readonly string[]) =>
  isEmergency(name, words) ||
  isWork(name, words) ||
  isNotFamily(name, words) ||
  isRelative(name, words);
/** The family's line, whoever answers it. */
const HOUSEHOLD = /^(home|house|family|household|primary|secondary)/;
const ATHLETE_WORD = new RegExp(`(${ATHLETE_NOUNS.join('|')})`);

/** A header with the athlete word it starts with taken off: "studenthomephone" → "homephone". */
const withoutAthletePrefix = (name: string) =>
  ATHLETE_PREFIXES.filter((prefix) => name.startsWith(prefix)).map((prefix) =>
    name.slice(prefix.length),
  );

const FIELD_ALIASES: Partial<Record<ColumnField, readonly string[]>> = {
  firstName: [
    'firstname',
    'first',
    'fname',
    'givenname',
    'forename',
    'legalfirstname',
    'namefirst',
    'vorname',
    'prenom',
    'nombre',
    'nome',
    'roepnaam',
    'voornaam',
    'voornamen',
    'nombres',
    'primeironome',
    'prenome',
  ],
  lastName: [
    'lastname',
    'last',
    'lname',
    'surname',
    'familyname',
    'legallastname',
    'namelast',
    'nachname',
    'familienname',
    'nom',
    'nomdefamille',
    'apellido',
    'apellidos',
    'cognome',
    'sobrenome',
    'achternaam',
    'geslachtsnaam',
    'primerapellido',
    'ultimonome',
  ],
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
    'nomcomplet',
    'nombrecompleto',
    'naam',
    'volledigenaam',
    'nomecompleto',
    'vollstandigername',
  ],
  lastNamePrefix: [
    'tussenvoegsel',
    'tussenvoegsels',
    'voorvoegsel',
    'voorvoegsels',
    'namenszusatz',
    'particule',
    'nameprefix',
    'lastnameprefix',
  ],
  suffix: ['suffix', 'namesuffix', 'generation', 'generationalsuffix'],
  teamName: [
    'teamname',
    'team',
    'teamassignment',
    'assignedteam',
    'teamplacement',
    'squadname',
    'teamdivision',
    'teamschool',
    'division',
    'divisionname',
    'school',
    'schoolname',
    'club',
    'clubname',
    'squad',
    'mannschaft',
    'equipe',
    'equipo',
    'squadra',
    'activity',
    'activityname',
    'agegroup',
    'sport',
    'teams',
    'subgroup',
    'subgroups',
    'group',
    'groups',
    'groupname',
    'ploeg',
    'elftal',
    'teamnaam',
    'gruppe',
    'groupe',
    'grupo',
    'gruppo',
    'equipa',
    'categoria',
    'categorie',
    'leeftijdscategorie',
    'altersklasse',
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
    'graduatingclass',
    'gradclass',
    'classyear',
    'year',
  ],
  grade: [
    'grade',
    'gradelevel',
    'gr',
    'grd',
    'currentgrade',
    'schoolgrade',
    'yr',
    'gradeinschool',
    'yearinschool',
    'enteringgrade',
    'gradeentering',
    'upcominggrade',
    'gradenextyear',
    'grades',
    'klas',
    'klasse',
    'leerjaar',
    'schulklasse',
    'classe',
    'grado',
    'curso',
  ],
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
    'usertype',
    'persontype',
  ],
  status: [
    'status',
    'registrationstatus',
    'rosterstatus',
    'enrollmentstatus',
    'enrolmentstatus',
    'memberstatus',
    'membershipstatus',
    'participantstatus',
    'studentstatus',
    'lidstatus',
    'estado',
    'statut',
    'stato',
    'situacao',
    'inschrijfstatus',
    'anmeldestatus',
    'enableduser',
    'active',
    'isactive',
    'enddate',
    'exitdate',
    'withdrawndate',
    'withdrawaldate',
    'withdrawdate',
    'dropdate',
    'dropdateddate',
    'leavedate',
  ],
};

/** Team columns in order of preference when a file has several. */
const TEAM_PREFERENCE = FIELD_ALIASES.teamName!;

/** A bare "Name" beside a first-name column is the last name (German files: Vorname, Name). */
const BARE_NAME = new Set(['name']);

/** Words that make a question about something other than the athlete's team. */
const NOT_TEAM = new Set([
  'email',
  'shirt',
  'jersey',
  'uniform',
  'size',
  'position',
  'number',
  'color',
  'colour',
  'sheet',
  'table',
  'worksheet',
  'file',
  'fee',
  'photo',
  'photos',
  'captain',
  'sponsor',
  'snack',
  'parent',
  'mom',
  'id',
  'code',
]);
/** Every word a question asking the athlete's name may hold ("Athlete's full name (first and last)"). */
const NAME_QUESTION_WORDS = new Set([
  ...ATHLETE_NOUNS,
  ...ATHLETE_NOUNS.map((noun) => `${noun}s`),
  'son',
  'daughter',
  'name',
  'names',
  'full',
  'first',
  'last',
  'given',
  'family',
  'surname',
  'legal',
  'and',
  'or',
  'of',
  'the',
  's',
  'your',
  'my',
  'his',
  'her',
  'their',
  'please',
  'enter',
  'print',
  'what',
  'is',
  'as',
  'it',
  'appears',
  'on',
  'registrant',
  'registered',
  'being',
]);

/**
 * A header written as a question or a sentence (a Google or Microsoft Forms export:
 * "Athlete's full name (first and last)", "What grade will your athlete be in?"), read by
 * its words. Only for headers of two words or more that matched nothing exactly ("Team
 * Requested"), three for a name; a name question may hold nothing but words about the
 * athlete's name (outside its brackets:
 * "Player's first name (as on the birth certificate)").
 */
function classifyQuestion(header: string, words: readonly string[]): ColumnField | null {
  if (words.length < 2) return null;
  const has = (...any: string[]) => any.some((word) => words.includes(word));
  if (has('grade') && !has('point', 'average', 'gpa', 'letter')) return 'grade';
  if ((has('graduation', 'grad') && has('year', 'class')) || (has('class') && has('of'))) {
    return 'gradYear';
  }
  if (has('team', 'squad', 'division')) {
    return words.some((word) => NOT_TEAM.has(word)) ? null : 'teamName';
  }
  const unbracketed = headerWords(header.replace(/\([^)]*\)|\[[^\]]*\]/g, ' '));
  if (
    words.length < 3 ||
    !has('name', 'names') ||
    !unbracketed.every((word) => NAME_QUESTION_WORDS.has(word))
  ) {
    return null;
  }
  const first = has('first', 'given');
  const last = has('last', 'family', 'surname');
  if (has('full') || first === last) return 'fullName';
  return first ? 'firstName' : 'lastName';
}

/** Reads one header. `null`: nothing TapIn uses. */
export function classifyHeader(header: string): { field: ColumnField | null; rank: number } {
  const name = normalizeHeader(header);
  if (!name) return { field: null, rank: 0 };
  const words = headerWords(header);
  // The header as written, then without each athlete prefix it starts with
  // ("studentschoolname" is "school name" after "student", not "chool name" after "students").
  const rests = [name, ...withoutAthletePrefix(name)];
  if (isPhoneHeader(header, name, words)) {
    if (isNotGuardianPhone(name, words)) return { field: 'otherPhone', rank: 0 };
    if (isAboutSomeoneElse(name, words) || rests.some((rest) => HOUSEHOLD.test(rest))) {
      return { field: 'guardianPhone', rank: 0 };
    }
    if (ATHLETE_WORD.test(name)) return { field: 'athletePhone', rank: 0 };
    // A bare "Phone" or "Cell": a guardian's unless the file says otherwise (resolved later).
    return { field: 'guardianPhone', rank: 1 };
  }
  if (isAboutSomeoneElse(name, words)) return { field: null, rank: 0 };
  if (ATHLETE_ALONE.has(name.replace(/s$/, ''))) return { field: 'fullName', rank: 0 };
  for (const rest of rests) {
    // "Grade (2025-26 school year)", "Team 2": the words before a number.
    for (const candidate of [rest, rest.replace(/\d.*$/, '')]) {
      if (!candidate) continue;
      for (const [field, aliases] of Object.entries(FIELD_ALIASES) as [ColumnField, string[]][]) {
        if (aliases.includes(candidate)) {
          if (field === 'teamName') return { field, rank: TEAM_PREFERENCE.indexOf(candidate) };
          // A name said to be the athlete's ("Player First Name") outranks a bare one.
          return { field, rank: NAME_FIELDS.has(field) && rest === name ? 1 : 0 };
        }
      }
    }
  }
  const question = classifyQuestion(header, words);
  // A question's team ranks after every exact team header.
  if (question === 'teamName') return { field: question, rank: TEAM_PREFERENCE.length };
  const aboutAthlete = words.some((word) => ATHLETE_WORD.test(word) || CHILD_WORDS.has(word));
  return { field: question, rank: question && NAME_FIELDS.has(question) && !aboutAthlete ? 1 : 0 };
}

const NAME_FIELDS = new Set<ColumnField>(['firstName', 'lastName', 'fullName']);
const CHILD_WORDS = new Set(['son', 'daughter', 'kid', 'child']);

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
  status: number[];
  lastNamePrefix: number;
  guardianPhones: number[];
  /** The file has columns about guardians or contacts (one row per contact is likely). */
  hasContacts: boolean;
}

/**
 * Decides the columns of a header row, with the coach's corrections applied on top. The
 * first column of a field wins (the best-ranked team column; a name said to be the
 * athlete's over a bare one); First and Last beat a Name column unless only the Name is
 * said to be the athlete's; a bare "Phone" column is the athlete's when the file has
 * explicit guardian ones.
 */
export function mapColumns(
  header: readonly string[],
  overrides: Readonly<Record<number, ColumnField>> = {},
): ColumnMap {
  const classified = header.map((cell) => classifyHeader(cell));
  guardianGroupPhones(header, classified);
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
    status: [],
    lastNamePrefix: -1,
    guardianPhones: [],
    hasContacts: header.some((cell) =>
      isAboutSomeoneElse(normalizeHeader(cell), headerWords(cell)),
    ),
  };
  const single = ['firstName', 'lastName', 'fullName', 'suffix', 'gradYear', 'grade'] as const;
  fields.forEach((field, index) => {
    if (field === 'guardianPhone') map.guardianPhones.push(index);
    else if (field === 'role') map.role.push(index);
    else if (field === 'status') map.status.push(index);
    else if (field === 'lastNamePrefix') {
      if (map.lastNamePrefix === -1) map.lastNamePrefix = index;
    } else if (field === 'teamName') {
      if (map.teamName === -1 || ranks[index]! < ranks[map.teamName]!) map.teamName = index;
    } else if ((single as readonly string[]).includes(field)) {
      // The first column of a field, unless a later one is said to be the athlete's.
      const key = field as (typeof single)[number];
      if (map[key] === -1 || ranks[index]! < ranks[map[key]]!) map[key] = index;
    }
  });
  // Columns of a field that lost to another are shown as not used.
  fields.forEach((field, index) => {
    if ((single as readonly string[]).includes(field) || field === 'teamName') {
      if (map[field as (typeof single)[number] | 'teamName'] !== index) fields[index] = 'ignore';
    }
  });
  // "Vorname" beside "Name", "Prénom" beside "Nom": the bare name column is the last name.
  if (
    map.firstName !== -1 &&
    map.lastName === -1 &&
    map.fullName !== -1 &&
    ranks[map.fullName] !== -1 &&
    BARE_NAME.has(normalizeHeader(header[map.fullName] ?? ''))
  ) {
    fields[map.fullName] = 'lastName';
    map.lastName = map.fullName;
    map.fullName = -1;
  }
  if (map.firstName !== -1 && map.lastName !== -1 && map.fullName !== -1) {
    // "Player Name" beside a bare First/Last Name (the account holder's, on a registration
    // form): the one said to be the athlete's wins. Otherwise First and Last win.
    const fullRank = ranks[map.fullName]!;
    if (fullRank < ranks[map.firstName]! && fullRank < ranks[map.lastName]!) {
      fields[map.firstName] = 'ignore';
      fields[map.lastName] = 'ignore';
      map.firstName = -1;
      map.lastName = -1;
    } else {
      fields[map.fullName] = 'ignore';
      map.fullName = -1;
    }
  }
  return map;
}

/**
 * Words of a bare phone column in a group about one person: "Cell", "Work", "Home Phone",
 * "Handy", "Arbeit", "Celular", "Trabajo".
 */
const BARE_PHONE_WORDS = new Set([
  'cell',
  'cellphone',
  'work',
  'home',
  'mobile',
  'phone',
  'tel',
  'telephone',
  'other',
  'main',
  'day',
  'daytime',
  'evening',
  'business',
  'office',
  'number',
  'no',
  'alt',
  'alternate',
  'primary',
  'secondary',
  'handy',
  'mobil',
  'mobiel',
  'gsm',
  'movil',
  'celular',
  'cellulare',
  'telemovel',
  'portable',
  'telefon',
  'telefoon',
  'telefone',
  'telefono',
  'festnetz',
  'privat',
  'prive',
  'thuis',
  'casa',
  'domicile',
  'maison',
  'arbeit',
  'dienstlich',
  'buro',
  'werk',
  'kantoor',
  'trabajo',
  'oficina',
  'trabalho',
  'escritorio',
  'comercial',
  'travail',
  'bureau',
  'ufficio',
  'lavoro',
]);
/** Columns that describe the person of the group before them ("Relationship", "Email"). */
const DESCRIBES_PERSON =
  /^(relationship|relation|relationtostudent|relationtoplayer|email|emailaddress|e?mail\d*|type|contacttype)$/;

/**
 * Phones grouped after a guardian's or contact's name ("Parent/Guardian 1 Name, Cell, Work,
 * Home"; "Contact First Name, Relationship, Home Phone, Cell Phone") are that person's:
 * a guardian's, never the athlete's own; but the group's work line ("Work", "Business",
 * "Office") is another phone. Every phone in a group about an emergency contact, a coach, a
 * doctor or a relative is another phone. Marks them in place.
 */
function guardianGroupPhones(
  header: readonly string[],
  classified: { field: ColumnField | null; rank: number }[],
): void {
  /** Whose group the columns are in: a guardian's, someone who is none, or no one's. */
  let group: 'guardian' | 'other' | null = null;
  header.forEach((cell, index) => {
    const name = normalizeHeader(cell);
    const words = headerWords(cell);
    const c = classified[index]!;
    const barePhone =
      words.length > 0 &&
      words.every((word) => BARE_PHONE_WORDS.has(word)) &&
      words.some((word) => word !== 'number' && word !== 'no') &&
      (c.field === 'guardianPhone' || c.field === 'athletePhone' || c.field === null);
    const isPhone =
      c.field === 'guardianPhone' ||
      c.field === 'athletePhone' ||
      c.field === 'otherPhone' ||
      barePhone;
    if (isPhone) {
      if (group === null || c.field === 'otherPhone' || ATHLETE_WORD.test(name)) return;
      if (group === 'other') {
        // The other person's, unless the header itself names a parent ("Mother Cell").
        if (barePhone || !namesGuardian(name, words)) {
          classified[index] = { field: 'otherPhone', rank: 0 };
        }
      } else if (barePhone && isWork(name, words)) {
        classified[index] = { field: 'otherPhone', rank: 0 };
      } else if (barePhone || c.rank === 1) {
        classified[index] = { field: 'guardianPhone', rank: 0 };
      }
      return;
    }
    if (DESCRIBES_PERSON.test(name)) return;
    if (!isAboutSomeoneElse(name, words)) group = null;
    else group = isNotGuardianPhone(name, words) ? 'other' : 'guardian';
  });
}

export const hasNameColumns = (map: ColumnMap) =>
  (map.firstName !== -1 && map.lastName !== -1) || map.fullName !== -1;
