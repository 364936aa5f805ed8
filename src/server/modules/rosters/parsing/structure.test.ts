/**
 * The rules of decision 043 on small files of each class, beyond the fixtures: other
 * layouts of the same structures (child groups, statuses and header words in the languages
 * clubs use, titles, family ids, score columns, generic sheet names).
 */
import { describe, expect, it } from 'vitest';
import { buildWorkbook, sheetXml } from '#server/testing/hostile-rosters.ts';
import { parseRosterFile, parseRosterText } from '../parse-roster.ts';
import { GENERIC_SHEET, teamFromTitle } from './structure.ts';

const today = new Date('2026-01-15T15:00:00Z');
const read = (text: string) => {
  const parsed = parseRosterText(text, { today });
  return {
    athletes: parsed.athletes.map(
      (a) => `${a.firstName} ${a.lastName} (${a.teamName ?? '-'}) ${a.guardianPhones.join(' ')}`,
    ),
    leftOut: parsed.understood.leftOut.map((row) => row.status),
  };
};

describe('structure outside the rows (decision 043)', () => {
  it('Child 1 / Child 2 groups: one athlete each, sharing the parent phone', () => {
    expect(
      read(
        'Parent Name,Parent Phone,Child 1 First Name,Child 1 Last Name,Child 2 First Name,Child 2 Last Name\nAnn Lee,555-310-2201,Bo,Lee,Cy,Lee\n',
      ).athletes,
    ).toEqual(['Bo Lee (-) +15553102201', 'Cy Lee (-) +15553102201']);
  });

  it('Participant #1 / #2 groups with their own grade', () => {
    expect(
      read(
        'Email,Mobile,Participant #1 Name,Participant #1 Grade,Participant #2 Name,Participant #2 Grade\na@b.c,555-310-2202,Dan Fox,5,Eve Fox,\n',
      ).athletes,
    ).toEqual(['Dan Fox (-) +15553102202', 'Eve Fox (-) +15553102202']);
  });

  it.each([
    [
      'Portuguese',
      'Nome;Sobrenome;Equipe;Telefone do responsável\nJoão;Silva;Sub-11;+55 11 91234-5678\n',
      ['João Silva (Sub-11) +5511912345678'],
      [],
    ],
    [
      'Italian',
      'Nome;Cognome;Squadra;Cellulare genitore;Stato\nLuca;Rossi;Under 10;+39 312 345 6789;Attivo\nMarco;Bianchi;Under 10;+39 312 345 6780;Ritirato\n',
      ['Luca Rossi (Under 10) +393123456789'],
      ['Stato: Ritirato'],
    ],
    [
      'Spanish',
      'Nombre;Apellidos;Equipo;Teléfono padre/madre;Estado\nAna;García López;Alevín A;+34 612 345 678;Alta\nLuis;Pérez;Alevín A;+34 612 345 679;Baja\n',
      ['Ana García López (Alevín A) +34612345678'],
      ['Estado: Baja'],
    ],
    [
      'French',
      'Prénom;Nom;Équipe;Téléphone parent;Statut\nLéa;Dupont;U11;+33 6 12 34 56 78;Inscrit\nHugo;Martin;U11;+33 6 12 34 56 79;En attente\n',
      ['Léa Dupont (U11) +33612345678'],
      ['Statut: En attente'],
    ],
    [
      'German, with a particle column',
      'Vorname;Nachname;Namenszusatz;Mannschaft;Telefon Eltern\nKarl;Weizsäcker;von;U12;+49 151 23456701\n',
      ['Karl von Weizsäcker (U12) +4915123456701'],
      [],
    ],
  ])('%s headers and statuses', (_, text, athletes, leftOut) => {
    expect(read(text)).toEqual({ athletes, leftOut });
  });

  it('guardian rows linked by a family id give the students their phones', () => {
    expect(
      read(
        'Family ID,Role,First Name,Last Name,Phone\nF1,Student,Amy,Ng,\nF1,Parent,Lin,Ng,555-310-2204\nF2,Student,Bo,Ko,\nF2,Guardian,Jo,Ko,555-310-2205\n',
      ).athletes,
    ).toEqual(['Amy Ng (-) +15553102204', 'Bo Ko (-) +15553102205']);
  });

  it('a column of scores is never the team; a Group column is', () => {
    expect(read('Student,Team Quiz 1\nAmy Ng,18\nBo Ko,15\nCy Do,20\n').athletes).toEqual([
      'Amy Ng (-) ',
      'Bo Ko (-) ',
      'Cy Do (-) ',
    ]);
    expect(read('Name,Group,Cell\nAmy Ng,Minis,555-310-2203\n').athletes).toEqual([
      'Amy Ng (Minis) +15553102203',
    ]);
  });

  it('titles: the team they name, never a season alone', () => {
    expect(teamFromTitle(['U12 Girls Roster'])).toBe('U12 Girls');
    expect(teamFromTitle(['Mustangs 9U - Player Roster'])).toBe('Mustangs 9U');
    expect(teamFromTitle(['Riverside SC', 'Team Name: Riverside FC U12'])).toBe('Riverside FC U12');
    expect(teamFromTitle(['2025-26 Roster'])).toBeNull();
    expect(teamFromTitle(['Fall 2025 - Team Roster'])).toBeNull();
    expect(teamFromTitle(['Season: Fall 2025', 'Report: Team Roster'])).toBeNull();
  });

  it('sheet names a spreadsheet gave by itself are never teams', () => {
    for (const name of ['Sheet1', 'Blad2', 'Tabelle1', 'Feuil3', 'Hoja1', 'Sheet 1 - Table 1']) {
      expect(GENERIC_SHEET.test(name), name).toBe(true);
    }
    for (const name of ['U10 Blue', 'Varsity', 'JO11-1']) {
      expect(GENERIC_SHEET.test(name), name).toBe(false);
    }
  });

  it('a workbook of team sheets named Sheet1…: each title is its team; named sheets are', async () => {
    const sheet = (title: string, players: string[]) => [
      [title],
      ['Player', 'Parent Cell'],
      ...players.map((name, i) => [name, `555-310-22${i}${title.length % 10}`]),
    ];
    const teams = [
      sheet('U10 Blue — Spring 2026', ['Amy Ng', 'Bo Ko']),
      sheet('U10 Gold — Spring 2026', ['Cy Do']),
      sheet('U12 Red', ['Di Lu']),
    ];
    const teamOf = async (names: string[]) => {
      const parsed = await parseRosterFile(
        buildWorkbook({ sheetNames: names, sheetXml: (i) => sheetXml(teams[i]!) }),
        { today },
      );
      return parsed.athletes.map((a) => `${a.firstName} ${a.lastName} (${a.teamName ?? '-'})`);
    };
    expect(await teamOf(['Sheet1', 'Sheet2', 'Sheet3'])).toEqual([
      'Amy Ng (U10 Blue)',
      'Bo Ko (U10 Blue)',
      'Cy Do (U10 Gold)',
      'Di Lu (U12 Red)',
    ]);
    expect(await teamOf(['Blue', 'Gold', 'Red'])).toEqual([
      'Amy Ng (Blue)',
      'Bo Ko (Blue)',
      'Cy Do (Gold)',
      'Di Lu (Red)',
    ]);
  });
});
