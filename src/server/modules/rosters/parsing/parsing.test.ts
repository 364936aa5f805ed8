import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import { parseRosterFile, parseRosterText } from '../parse-roster.ts';
import { cleanCell, normalizeGuardianPhones } from './cells.ts';
import { classifyHeader, mapColumns } from './columns.ts';
import { looksGarbled } from './decode.ts';
import { currentSchoolYear, gradYearFromCell, schoolYearFromText } from './grades.ts';
import { splitFullName } from './names.ts';
import { checkArchive } from './xlsx.ts';

describe('names', () => {
  it.each([
    ['Jerome Washington Jr.', 'Jerome', 'Washington Jr.'],
    ['José De La Cruz', 'José', 'De La Cruz'],
    ['Noah St. John', 'Noah', 'St. John'],
    ['Anna van der Berg', 'Anna', 'van der Berg'],
    ["Liam O' Neil", 'Liam', "O' Neil"],
    ['Marcus McDonald II', 'Marcus', 'McDonald II'],
    ['Henry Ford III', 'Henry', 'Ford III'],
    ['Mary Ann Lee', 'Mary Ann', 'Lee'],
    ['Van Morrison', 'Van', 'Morrison'],
    ['Washington, Jerome Jr.', 'Jerome', 'Washington Jr.'],
    ['Washington Jr., Jerome', 'Jerome', 'Washington Jr.'],
    ['Jerome Washington, Jr.', 'Jerome', 'Washington Jr.'],
    ['De La Cruz, José', 'José', 'De La Cruz'],
    ['O’Brien, Siobhán', 'Siobhán', 'O’Brien'],
    // Jersey numbers and captain's marks printed around the name.
    ['#7 Bell, Marcus (C)', 'Marcus', 'Bell'],
    ['Okonjo, Chinedu*', 'Chinedu', 'Okonjo'],
    ['# 12 Lena Voss [Capt.]', 'Lena', 'Voss'],
  ])('%s', (full, firstName, lastName) => {
    expect(splitFullName(full)).toEqual({ firstName, lastName });
  });
});

describe('columns by meaning', () => {
  it.each([
    ["Player's First Name", 'firstName'],
    ['ParticipantFirstName', 'firstName'],
    ['Member First Name', 'firstName'],
    ['Athlete Last Name', 'lastName'],
    ['student.lastName', 'lastName'],
    ["Child's Last Name", 'lastName'],
    ['PlayerLastName', 'lastName'],
    ['Name', 'fullName'],
    ['Player', 'fullName'],
    ['LastFirst', 'fullName'],
    ['Last, First', 'fullName'],
    ['Suffix', 'suffix'],
    ['Family Name', 'lastName'],
    ['Staff', 'role'],
    ['Primary Phone', 'guardianPhone'],
    ['Division', 'teamName'],
    ['student.schoolName', 'teamName'],
    ['Class of', 'gradYear'],
    ['Gr.', 'grade'],
    ['Grade (2025-26 school year)', 'grade'],
    ['Grade_Level', 'grade'],
    ['Non-Player', 'role'],
    ['Team Role', 'role'],
    ['P1 Mobile Phone', 'guardianPhone'],
    ['Parent 1 Mobile', 'guardianPhone'],
    ['Guardian 1 Phone', 'guardianPhone'],
    ['Mother Cell', 'guardianPhone'],
    ['Father_Cell', 'guardianPhone'],
    ['Contact Phone', 'guardianPhone'],
    ['Home Phone', 'guardianPhone'],
    ['Parent1HomePhone', 'guardianPhone'],
    ['contacts.cellPhone', 'guardianPhone'],
    ['Player Phone', 'athletePhone'],
    ['Member Phone', 'athletePhone'],
    ['Parent 1 First Name', null],
    ['Guardian Name', null],
    ['Coach Name', null],
    ['Head Coach', null],
    ['Emergency Contact Name', null],
    ['Mother', null],
    ['Member ID', null],
    // Columns about a phone rather than its number.
    ['Phone 1 Label', null],
    ['Contact 1 Phone 1 Label', null],
    ['Phone Type', null],
    ['Cell Phone Carrier', null],
    ['Text Messages OK (Cell Phone)', null],
    // The student's home line is the family's.
    ['STUDENTS.HOME_PHONE', 'guardianPhone'],
    ['Student Home Phone', 'guardianPhone'],
    ['Student Cell Phone', 'athletePhone'],
    ['Emergency Contact Number', 'otherPhone'],
    ['Parent ID Number', null],
    ['Jersey Number', null],
    // European Excel files.
    ['Vorname', 'firstName'],
    ['Nachname', 'lastName'],
    ['Prénom', 'firstName'],
    ['Apellidos', 'lastName'],
    ['Mannschaft', 'teamName'],
    ['Telefon Mutter', 'guardianPhone'],
    ['Téléphone mère', 'guardianPhone'],
    ['Handy Spieler', 'athletePhone'],
    ['Jahrgang', null],
    // Sports' own words for the athlete, and other systems' team and grade words.
    ['Swimmer', 'fullName'],
    ['Gymnast Last Name', 'lastName'],
    ['Activity', 'teamName'],
    ['Year in School', 'grade'],
    // Questions as Google and Microsoft Forms head their columns.
    ["Athlete's full name (first and last)", 'fullName'],
    ["Player's first name (as on the birth certificate)", 'firstName'],
    ['First name of your child', 'firstName'],
    ['What grade will your athlete be in for the 2025-26 school year?', 'grade'],
    ['High school graduation year', 'gradYear'],
    ['Which team are you registering for?', 'teamName'],
    ['Team shirt size please', null],
    ['Best phone number to reach a parent or guardian', 'guardianPhone'],
    ['Numbers Sheet Name', null],
    ['Name of your school', null],
    ['Grade point average', null],
    // A coach's, doctor's or insurer's number is never a guardian's.
    ['Coach Phone', 'otherPhone'],
    ['Head Coach Cell', 'otherPhone'],
    ['Team Manager Phone', 'otherPhone'],
    ['Doctor Phone', 'otherPhone'],
    ['Insurance Phone', 'otherPhone'],
    ['Insurance Number', null],
    // Numbers without a phone word.
    ['Contact #', 'guardianPhone'],
    ['Home #', 'guardianPhone'],
    ['Text Number', 'guardianPhone'],
    ['Jersey #', null],
    ['Uniform Number', null],
    // More of the systems' own words.
    ['Graduating Class', 'gradYear'],
    ['Class Year', 'gradYear'],
    ['Entering Grade', 'grade'],
    ['Team Assignment', 'teamName'],
    ['Kid Name', 'fullName'],
  ])('%s', (header, field) => {
    expect(classifyHeader(header).field).toBe(field);
  });

  it('never takes a guardian or coach name column for the athlete', () => {
    const map = mapColumns(['Parent First Name', 'Parent Last Name', 'Coach', 'Phone']);
    expect(map.firstName).toBe(-1);
    expect(map.fullName).toBe(-1);
  });

  it("reads a bare Phone as the athlete's when the file has explicit guardian phones", () => {
    expect(mapColumns(['First', 'Last', 'Phone']).guardianPhones).toEqual([2]);
    const map = mapColumns(['First', 'Last', 'Phone', 'Parent Phone']);
    expect(map.guardianPhones).toEqual([3]);
    expect(map.fields[2]).toBe('athletePhone');
  });

  it('reads a bare Name beside a first-name column as the last name (Vorname, Name)', () => {
    const map = mapColumns(['Vorname', 'Name', 'Mannschaft']);
    expect(map.fields).toEqual(['firstName', 'lastName', 'teamName']);
    expect(mapColumns(['Name', 'Team']).fields).toEqual(['fullName', 'teamName']);
  });

  it("reads the name said to be the athlete's over a bare one (a form's respondent)", () => {
    expect(mapColumns(['First Name', 'Last Name', 'Player Name']).fields).toEqual([
      'ignore',
      'ignore',
      'fullName',
    ]);
    expect(
      mapColumns(['First Name', 'Last Name', 'Player First Name', 'Player Last Name']).fields,
    ).toEqual(['ignore', 'ignore', 'firstName', 'lastName']);
    expect(mapColumns(['Name', 'First Name', 'Last Name']).fields).toEqual([
      'ignore',
      'firstName',
      'lastName',
    ]);
  });

  it('reads two-word team questions, not a team colour or ID', () => {
    expect(
      ['Team Requested', 'Preferred Team', 'Team Color', 'Team ID'].map(
        (h) => classifyHeader(h).field,
      ),
    ).toEqual(['teamName', 'teamName', null, null]);
  });

  it('prefers an assigned team over a division', () => {
    expect(mapColumns(['Name', 'Division', 'Team Assignment']).teamName).toBe(2);
  });

  it('applies the coach corrections on top of the guesses', () => {
    const map = mapColumns(['Kid', 'Surname', 'Squad Color'], { 0: 'firstName', 2: 'ignore' });
    expect(map.fields).toEqual(['firstName', 'lastName', 'ignore']);
  });
});

describe('phones that are no guardian (issue 32)', () => {
  // Only a parent's or guardian's own line becomes a guardian link: an emergency contact's,
  // a work number, a coach's, a doctor's, a school's, a relative's or neighbour's is shown in
  // the preview as another phone and linked to no one.
  it.each([
    ['Emergency Contact Phone'],
    ['Emergency Phone'],
    ['Emerg. Contact #'],
    ['EMERGENCY_CONTACT_PHONE'],
    ['EmergencyContactCell'],
    ['Emergency Contact 2 Home Phone'],
    ['In Case of Emergency Phone'],
    ['ICE Contact Number'],
    ['Parent 1 Work Phone'],
    ['Father Work #'],
    ['Mother_Work_Phone'],
    ['Guardian 2 Office Phone'],
    ["Dad's Work Cell"],
    ['Business Phone'],
    ['Work Phone'],
    ['Work #'],
    ['Office Number'],
    ['Employer Phone'],
    ['Club Phone'],
    ['Team Parent Phone'],
    ['School Phone'],
    ['Pediatrician Phone'],
    ['Physician Phone Number'],
    ['Grandmother Cell'],
    ['Grandparent Phone'],
    ['Neighbor Phone'],
    ['Babysitter Cell'],
    ['Sibling Phone'],
    ['Aunt/Uncle Phone'],
    // German, Dutch, Spanish, Portuguese, French and Italian exports.
    ['Notfallnummer'],
    ['Notfallkontakt Telefon'],
    ['Telefon im Notfall'],
    ['Telefon Arbeit Mutter'],
    ['Tel. dienstlich Vater'],
    ['Telefon Büro'],
    ['Handy Oma'],
    ['Telefon Großmutter'],
    ['Noodnummer'],
    ['Telefoon bij nood'],
    ['Noodcontact telefoon'],
    ['Telefoon werk ouder'],
    ['Werktelefoon vader'],
    ['Teléfono de emergencia'],
    ['Contacto de emergencia (teléfono)'],
    ['Teléfono del trabajo (padre)'],
    ['Celular trabajo madre'],
    ['Teléfono abuela'],
    ['Telefone de urgência'],
    ['Telefone de emergência'],
    ['Telefone do trabalho da mãe'],
    ['Telefone comercial do pai'],
    ['Téléphone travail mère'],
    ['Tél. urgence'],
    ['Telefono ufficio papà'],
    ['Telefono di emergenza'],
  ])('%s is another phone', (header) => {
    expect(classifyHeader(header).field).toBe('otherPhone');
  });

  it.each([
    ['Parent 1 Cell'],
    ['Mother Mobile'],
    ['Father Home Phone'],
    ['Guardian Phone'],
    ['Parent/Guardian Cell Phone'],
    ['Mother Day Phone'],
    ['Stepfather Cell'],
    ['Primary Contact Phone'],
    ['Home Phone'],
    ['Telefon Mutter'],
    ['Handynummer Vater'],
    ['Telefonnummer Eltern'],
    ['Mobiel moeder'],
    ['Telefoonnummer ouder/verzorger'],
    ['Teléfono celular de la madre'],
    ['Teléfono principal'],
    ['Celular do pai'],
    ['Telefone da mãe'],
    ['Téléphone portable père'],
    // "Noodzakelijk" is "required", not an emergency nor "zakelijk" (business).
    ['Telefoon (noodzakelijk)'],
  ])("%s is a guardian's phone", (header) => {
    expect(classifyHeader(header).field).toBe('guardianPhone');
  });

  it.each([['Mitgliedsnummer'], ['Rugnummer'], ['Trikotnummer'], ['Lidnummer'], ['Policy #']])(
    '%s is no phone',
    (header) => {
      expect(classifyHeader(header).field).toBeNull();
    },
  );

  it("reads a Work column in a guardian's group as another phone, the group's Cell and Home as the guardian's", () => {
    const map = mapColumns([
      'First Name',
      'Last Name',
      'Parent/Guardian 1 Name',
      'Cell',
      'Work',
      'Home',
      'Parent/Guardian 2 Name',
      'Cell',
      'Business',
      'Office',
      'Email',
    ]);
    expect(map.fields.slice(2)).toEqual([
      'ignore',
      'guardianPhone',
      'otherPhone',
      'guardianPhone',
      'ignore',
      'guardianPhone',
      'otherPhone',
      'otherPhone',
      'ignore',
    ]);
    expect(map.guardianPhones).toEqual([3, 5, 7]);
  });

  it("reads every phone in an emergency contact's or a coach's group as another phone", () => {
    const map = mapColumns([
      'First Name',
      'Last Name',
      'Mother Name',
      'Cell',
      'Emergency Contact Name',
      'Relationship',
      'Cell',
      'Home Phone',
      'Coach Name',
      'Phone',
      'Father Name',
      'Mobile',
    ]);
    expect(map.fields.slice(2)).toEqual([
      'ignore',
      'guardianPhone',
      'ignore',
      'ignore',
      'otherPhone',
      'otherPhone',
      'ignore',
      'otherPhone',
      'ignore',
      'guardianPhone',
    ]);
  });

  it.each([
    ['Vorname', 'Nachname', 'Mutter', 'Handy', 'Arbeit', 'Notfallkontakt', 'Telefon'],
    ['Nombre', 'Apellidos', 'Madre', 'Celular', 'Trabajo', 'Contacto de emergencia', 'Teléfono'],
    [
      'Nome',
      'Sobrenome',
      'Nome do responsável',
      'Celular',
      'Trabalho',
      'Contato de emergência',
      'Telefone',
    ],
    ['Voornaam', 'Achternaam', 'Naam ouder 1', 'Mobiel', 'Werk', 'Noodcontact', 'Telefoon'],
    ['Prénom', 'Nom', 'Nom du parent', 'Portable', 'Bureau', "Contact d'urgence", 'Téléphone'],
  ])('reads groups in other languages the same way: %s, %s, %s…', (...header) => {
    expect(mapColumns(header).fields).toEqual([
      'firstName',
      'lastName',
      'ignore',
      'guardianPhone',
      'otherPhone',
      'ignore',
      'otherPhone',
    ]);
  });

  it("keeps a file's bare Phone a guardian's when its only other phone is an emergency one", () => {
    expect(mapColumns(['First', 'Last', 'Phone', 'Emergency Phone']).fields).toEqual([
      'firstName',
      'lastName',
      'guardianPhone',
      'otherPhone',
    ]);
  });

  it('never reads another phone as a guardian phone of a row, and the coach may still choose it', () => {
    const text =
      'First,Last,Parent Cell,Emergency Phone,Work Phone\nAda,Lovelace,404-555-0101,404-555-0201,404-555-0301\n';
    expect(parseRosterText(text).athletes[0]!.guardianPhones).toEqual(['+14045550101']);
    expect(
      parseRosterText(text, { columns: { 3: 'guardianPhone' } }).athletes[0]!.guardianPhones,
    ).toEqual(['+14045550101', '+14045550201']);
    expect(
      parseRosterText(text, { columns: { 2: 'otherPhone' } }).athletes[0]!.guardianPhones,
    ).toEqual([]);
  });
});

describe('grades and school years', () => {
  it('reads the school year a file states', () => {
    expect(schoolYearFromText('2025-26 Varsity Roster')).toBe(2026);
    expect(schoolYearFromText('Roster 2025-2026')).toBe(2026);
    expect(schoolYearFromText('Fall 2025 tryouts')).toBe(2026);
    expect(schoolYearFromText('Spring 2026 Lacrosse')).toBe(2026);
    expect(schoolYearFromText('Team 2024 photos')).toBeNull();
    expect(schoolYearFromText('2019-2025 records')).toBeNull();
  });

  it('takes the current school year from July on', () => {
    expect(currentSchoolYear(new Date('2026-06-30T12:00:00Z'))).toBe(2026);
    expect(currentSchoolYear(new Date('2026-07-01T12:00:00Z'))).toBe(2027);
  });

  it('turns grades into grad years and leaves anything else for the validation', () => {
    const year = (value: string, source: 'gradYear' | 'grade') =>
      gradYearFromCell(value, source, 2026).text;
    expect(['Fr.', 'So.', 'Jr.', 'Sr.'].map((g) => year(g, 'grade'))).toEqual([
      '2029',
      '2028',
      '2027',
      '2026',
    ]);
    expect(['9', '09', '10th', '12'].map((g) => year(g, 'grade'))).toEqual([
      '2029',
      '2029',
      '2028',
      '2026',
    ]);
    expect(year('Senior', 'gradYear')).toBe('2026');
    // A number in a grad-year column is a year, never a grade.
    expect(year('12', 'gradYear')).toBe('12');
    expect(year('Class of 2027', 'gradYear')).toBe('2027');
    expect(year('2030', 'grade')).toBe('2030');
    // Grades that say they are grades, wherever they are.
    expect(
      [
        'Grade 8',
        'Gr. 6',
        'gr 10',
        '8th grade',
        'Eighth',
        'Twelfth Grade',
        'Frosh',
        'K',
        'Kindergarten',
      ].map((g) => year(g, 'gradYear')),
    ).toEqual(['2030', '2032', '2028', '2030', '2030', '2026', '2029', '2038', '2038']);
    expect(['Grade 13', 'Year 9', '9.5'].map((g) => year(g, 'grade'))).toEqual([
      'Grade 13',
      'Year 9',
      '9.5',
    ]);
  });

  it('says in the preview which school year grades were read in', () => {
    const parsed = parseRosterText('First,Last,Grade\nA,B,9\nC,D,Sr\n', {
      today: new Date('2025-10-01T00:00:00Z'),
    });
    expect(parsed.athletes.map((a) => a.gradYear)).toEqual([2029, 2026]);
    expect(parsed.understood.gradeYears).toEqual({
      schoolYear: '2025-26',
      fromFile: false,
      rowCount: 2,
    });
  });
});

describe('rows that are not athletes', () => {
  it('skips staff, totals, banners, repeated headers and glossaries, with the reason', () => {
    const parsed = parseRosterText(
      [
        'First,Last,Role',
        'Ana,Silva,Player',
        'Bo,Diaz,Head Coach',
        'Team Manager,,',
        '',
        'First,Last,Role',
        'Cy,Ng,',
        'Totals,,',
        'Glossary',
        'AB,At bats,',
      ].join('\n'),
    );
    expect(parsed.athletes.map((a) => a.firstName)).toEqual(['Ana', 'Cy']);
    expect(parsed.understood.skipped.map(({ row, reason }) => [row, reason])).toEqual([
      [3, 'notAthlete'],
      [4, 'title'],
      [5, 'blank'],
      [6, 'header'],
      [8, 'totals'],
      [9, 'glossary'],
      [10, 'glossary'],
    ]);
  });

  it('skips a staff section under its banner until the next table, and report lines', () => {
    const parsed = parseRosterText(
      [
        'Printed 01/15/2026 by the athletic office',
        'Name,Grade',
        'Ana Silva,10',
        'Coaching Staff,',
        'Name,Role',
        'Bo Diaz,Head Coach',
        'Name,Grade',
        'Cy Ng,11',
        'Page 1 of 1,',
      ].join('\n'),
      { today: new Date('2026-01-15T00:00:00Z') },
    );
    expect(parsed.athletes.map((a) => a.firstName)).toEqual(['Ana', 'Cy']);
    expect(parsed.understood.skipped.map(({ row, reason }) => [row, reason])).toEqual([
      [1, 'title'],
      [4, 'title'],
      [5, 'notAthlete'],
      [6, 'notAthlete'],
      [7, 'header'],
      [9, 'title'],
    ]);
  });

  it('reads role codes written with underscores', () => {
    const parsed = parseRosterText('First,Last,Role\nAna,Silva,PLAYER\nBo,Diaz,ASSISTANT_COACH\n');
    expect(parsed.athletes.map((a) => a.firstName)).toEqual(['Ana']);
  });

  it('keeps repeated rows of a plain roster for the import to count as duplicates', () => {
    const parsed = parseRosterText('First,Last\nUma,One\numa,ONE\n');
    expect(parsed.rows).toHaveLength(2);
    expect(parsed.understood.merged).toEqual([]);
  });
});

describe('garbled names', () => {
  it('are reported on the row, not imported', () => {
    expect(
      ['ChloŽ', 'Mu–oz', 'Lef\ufffdvre', 'ZoÃ«', 'OÕBrien', 'Jos√©', 'O‚ÄôNeil'].map(looksGarbled),
    ).toEqual([true, true, true, true, true, true, true]);
    expect(['Chloé', 'O’Brien', 'Šimon', 'García-López', 'McDonald'].map(looksGarbled)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    const parsed = parseRosterText('First,Last\nChloŽ,Dupont\nAna,Silva\n');
    expect(parsed.rows[0]!.errors).toEqual([messages.errors.rosterNameGarbled]);
    expect(parsed.athletes.map((a) => a.firstName)).toEqual(['Ana']);
  });
});

describe('workbooks', () => {
  it('refuses an archive that inflates past the limit (a zip bomb)', () => {
    const bomb = zipSync({ 'xl/workbook.xml': new Uint8Array(20 * 1024 * 1024) }, { level: 9 });
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(() => checkArchive(bomb, 8 * 1024 * 1024)).toThrow(
      messages.errors.rosterWorkbookUnreadable,
    );
    expect(() => checkArchive(bomb, 32 * 1024 * 1024)).not.toThrow();
  });

  it('refuses a zip that is not a workbook', async () => {
    const zip = zipSync({ 'photo.txt': new TextEncoder().encode('hello') });
    await expect(parseRosterFile(zip)).rejects.toThrow(messages.errors.rosterNotCsv);
  });
});

describe('cells written for Excel', () => {
  it('reads ="…" and a leading apostrophe as the value inside', () => {
    expect(['="2028"', '="00123"', "'2029", '="', "'Iolani"].map(cleanCell)).toEqual([
      '2028',
      '00123',
      '2029',
      '="',
      "'Iolani",
    ]);
  });

  it('reads several numbers in one phone cell, and a number with an extension', () => {
    expect(
      normalizeGuardianPhones([
        '312-555-0142 / 312-555-0143',
        'Mom 312 555 0144; Dad 312 555 0145',
        '312-555-0146 x12',
        'call after 5 / 312-555-01',
      ]),
    ).toEqual({
      phones: ['+13125550142', '+13125550143', '+13125550144', '+13125550145', '+13125550146'],
      invalid: ['call after 5 / 312-555-01'],
    });
  });
});

describe('guardian phones by the phone step rule', () => {
  it('gives what normalizePhone gives, however the number is written, once per athlete', async () => {
    const { normalizePhone } = await import('#server/platform/phone.ts');
    const written = ['(312) 555-0142', '312.555.0142', '+1 312 555 0142', '1-312-555-0142'];
    const parsed = parseRosterText(
      `First,Last,Parent 1 Phone,Parent 2 Phone,Mother Cell,Father Cell\nAda,Li,${written.join(',')}\n`,
    );
    expect(parsed.athletes[0]!.guardianPhones).toEqual([normalizePhone(written[0]!)]);
    expect(written.map(normalizePhone)).toEqual(Array(4).fill('+13125550142'));
  });
});
