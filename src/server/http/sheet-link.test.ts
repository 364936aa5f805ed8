import { describe, expect, it } from 'vitest';
import { toSheetCsvUrl } from './sheet-link.ts';

describe('toSheetCsvUrl', () => {
  it.each([
    [
      'https://docs.google.com/spreadsheets/d/1AbC-dEf_123/edit#gid=42',
      'https://docs.google.com/spreadsheets/d/1AbC-dEf_123/export?format=csv&gid=42',
    ],
    [
      'https://docs.google.com/spreadsheets/d/1AbC/edit?gid=7#gid=7',
      'https://docs.google.com/spreadsheets/d/1AbC/export?format=csv&gid=7',
    ],
    [
      'https://docs.google.com/spreadsheets/d/1AbC/edit?usp=sharing',
      'https://docs.google.com/spreadsheets/d/1AbC/export?format=csv',
    ],
    [
      'https://docs.google.com/spreadsheets/d/1AbC',
      'https://docs.google.com/spreadsheets/d/1AbC/export?format=csv',
    ],
    [
      'https://docs.google.com/spreadsheets/u/1/d/1AbC/edit#gid=0',
      'https://docs.google.com/spreadsheets/d/1AbC/export?format=csv&gid=0',
    ],
    [
      'https://docs.google.com/spreadsheets/d/1AbC/export?format=csv&gid=3',
      'https://docs.google.com/spreadsheets/d/1AbC/export?format=csv&gid=3',
    ],
    [
      'https://docs.google.com/spreadsheets/d/e/2PACX-1vQ/pub?output=csv',
      'https://docs.google.com/spreadsheets/d/e/2PACX-1vQ/pub?output=csv',
    ],
    [
      'https://docs.google.com/spreadsheets/d/e/2PACX-1vQ/pub?gid=5&single=true&output=csv',
      'https://docs.google.com/spreadsheets/d/e/2PACX-1vQ/pub?gid=5&single=true&output=csv',
    ],
    [
      'https://docs.google.com/spreadsheets/d/e/2PACX-1vQ/pubhtml?gid=5&single=true',
      'https://docs.google.com/spreadsheets/d/e/2PACX-1vQ/pub?gid=5&single=true&output=csv',
    ],
    [
      'http://127.0.0.1:4000/spreadsheets/d/abc/edit#gid=9',
      'http://127.0.0.1:4000/spreadsheets/d/abc/export?format=csv&gid=9',
    ],
  ])('%s', (input, expected) => {
    expect(toSheetCsvUrl(input)).toBe(expected);
  });

  it.each([
    'https://docs.google.com/document/d/1AbC/edit',
    'https://docs.google.com/spreadsheets/',
    'https://docs.google.com/',
    'https://drive.google.com/file/d/1AbC/view',
    'not a url',
  ])('is not a sheet link: %s', (input) => {
    expect(toSheetCsvUrl(input)).toBeNull();
  });
});
