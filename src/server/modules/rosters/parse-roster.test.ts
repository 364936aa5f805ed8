import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import {
  cleanCell,
  decodeRosterBytes,
  decodeText,
  normalizeHeader,
  parseRosterText,
  splitFullName,
  validateRosterEntry,
} from './parse-roster.ts';

describe('decodeRosterBytes', () => {
  it('reads Windows-1252 letters that Node decodes as Latin-1 controls', () => {
    const text = '€ “Zoë” Renée Muñoz, Šimon';
    expect(decodeRosterBytes(iconv.encode(text, 'windows1252'))).toBe(text);
  });

  it('tells MacRoman from Windows-1252 by the names each would give', () => {
    const text = 'First,Last\nChloé,Muñoz\nAndré,Lefèvre\nJürgen,Schröder\n';
    expect(decodeText(iconv.encode(text, 'macintosh'))).toEqual({ text, encoding: 'MacRoman' });
    expect(decodeText(iconv.encode(text, 'windows1252'))).toEqual({
      text,
      encoding: 'Windows-1252',
    });
  });

  it('reads UTF-16 without a byte order mark', () => {
    const text = 'First\tLast\nZoë\tBrontë\n';
    expect(decodeText(Buffer.from(text, 'utf16le'))).toEqual({ text, encoding: 'UTF-16' });
    expect(decodeText(Buffer.from(text, 'utf16le').swap16())).toEqual({
      text,
      encoding: 'UTF-16',
    });
  });

  it('follows a byte order mark: UTF-8, UTF-16 LE and BE', () => {
    expect(decodeRosterBytes(Buffer.from('\ufeffZoë', 'utf8'))).toBe('Zoë');
    expect(decodeRosterBytes(Buffer.from('\ufeffZoë', 'utf16le'))).toBe('Zoë');
    const be = Buffer.from('\ufeffZoë', 'utf16le').swap16();
    expect(decodeRosterBytes(be)).toBe('Zoë');
  });

  it('refuses binary content', () => {
    expect(() => decodeRosterBytes(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00]))).toThrow(
      messages.errors.rosterNotCsv,
    );
  });
});

describe('cells, headers and names', () => {
  it('cleans cells to one composed, trimmed line', () => {
    expect(cleanCell('  Jose\u0301 \t\r\n Mu\u00f1oz\u200b ')).toBe('José Muñoz');
    expect(cleanCell(null)).toBe('');
  });

  it('normalises header spellings', () => {
    expect(
      ['First Name', 'first_name', 'firstName', 'FIRST', ' Grad-Year ', 'Team/School'].map(
        normalizeHeader,
      ),
    ).toEqual(['firstname', 'firstname', 'firstname', 'first', 'gradyear', 'teamschool']);
  });

  it('splits "Last, First" and "First Middle Last"', () => {
    expect(splitFullName('Smith, John')).toEqual({ firstName: 'John', lastName: 'Smith' });
    expect(splitFullName('Mary Ann Lee')).toEqual({ firstName: 'Mary Ann', lastName: 'Lee' });
    expect(splitFullName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
  });

  it('validates a row once, the same way for preview and import', () => {
    expect(validateRosterEntry({ firstName: 'A', lastName: 'B', gradYear: 2030 }).athlete).toEqual({
      firstName: 'A',
      lastName: 'B',
      teamName: null,
      gradYear: 2030,
      guardianPhones: [],
    });
    expect(validateRosterEntry({ firstName: 'x'.repeat(101), lastName: 'B' }).errors).toEqual([
      messages.errors.firstNameTooLong,
    ]);
    expect(validateRosterEntry({ firstName: 'A', lastName: 'B', gradYear: '2000' }).errors).toEqual(
      [],
    );
    expect(validateRosterEntry({ firstName: 'A', lastName: 'B', gradYear: '1999' }).errors).toEqual(
      [messages.errors.invalidGradYear],
    );
  });
});

describe('parseRosterText', () => {
  it('prefers First and Last columns over a Name column', () => {
    const parsed = parseRosterText('Name,First Name,Last Name\nIgnored Name,Ada,Lovelace\n');
    expect(parsed.athletes).toEqual([
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        teamName: null,
        gradYear: null,
        guardianPhones: [],
      },
    ]);
  });

  it('does not count the empty lines Excel writes under a short roster as rows', () => {
    const athletes = Array.from({ length: 300 }, (_, i) => `Ann${i},Lee${i},,`);
    const text = ['First Name,Last Name,,', ...athletes, ...Array(15_000).fill(',,,')].join('\r\n');
    const parsed = parseRosterText(text);
    expect(parsed.athletes).toHaveLength(300);
    expect(parsed.understood.skipped).toEqual([]);
  });

  it('looks for the header under a report heading, and gives up after twelve rows', () => {
    const above = (n: number) => Array.from({ length: n }, (_, i) => `Report line ${i}`).join('\n');
    expect(parseRosterText(`${above(11)}\nFirst Name,Last Name\nA,B\n`).athletes).toHaveLength(1);
    expect(() => parseRosterText(`${above(12)}\nFirst Name,Last Name\nA,B\n`)).toThrow(
      messages.errors.rosterNoNameColumns,
    );
    expect(() => parseRosterText('\n\n  \n')).toThrow(messages.errors.rosterEmpty);
  });
});

describe('guardian phones', () => {
  it('reads parent phone columns with the phone step rule, never the athlete phone', () => {
    const parsed = parseRosterText(
      [
        'First Name,Last Name,Player Phone,P1 Mobile Phone,P2 Mobile Phone,Home Phone',
        'Ada,Lovelace,(555) 999-0000,(555) 123-4567,+1 555 123 4567,555.765.4321',
        'Bo,Diddley,,not a phone,,',
      ].join('\n'),
    );
    expect(parsed.athletes.map((a) => a.guardianPhones)).toEqual([
      ['+15551234567', '+15557654321'],
      [],
    ]);
    expect(parsed.rows.map((r) => r.guardianPhones)).toEqual([
      ['+15551234567', '+15557654321'],
      [],
    ]);
  });
});
