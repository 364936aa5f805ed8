import { describe, expect, it } from 'vitest';
import { foldAccents, foldName, personName } from './names.ts';

describe('foldAccents', () => {
  it('drops accents and case but keeps punctuation and spaces', () => {
    expect(foldAccents('José MUÑOZ')).toBe('jose munoz');
    expect(foldAccents("Zoë O'Brien-Smith")).toBe("zoe o'brien-smith");
    expect(foldAccents('Łukasz')).toBe('łukasz');
  });
});

describe('foldName', () => {
  it('folds accents, case, punctuation and spacing into one spelling', () => {
    expect(foldName('  José  MUÑOZ ')).toBe('jose munoz');
    expect(foldName("O'Brien-Smith")).toBe('o brien smith');
    expect(foldName('Nguyễn Văn An')).toBe('nguyen van an');
    expect(foldName('  -- ')).toBe('');
  });

  it('keeps digits and letters of every script', () => {
    expect(foldName('Team 2 Ωmega')).toBe('team 2 ωmega');
  });
});

describe('personName', () => {
  it('joins the parts a person has, trimmed', () => {
    expect(personName({ firstName: ' Ada ', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(personName({ firstName: 'Ada', lastName: null })).toBe('Ada');
    expect(personName({ firstName: '  ', lastName: 'Lovelace' })).toBe('Lovelace');
    expect(personName({})).toBe('');
  });
});
