import { describe, expect, it } from 'vitest';
import { toLocationId } from './location.ts';

describe('toLocationId', () => {
  it('lower-cases the name and turns whitespace runs into single hyphens', () => {
    expect(toLocationId(' North  Gym\tB ')).toBe('north-gym-b');
    expect(toLocationId('Main Gym')).toBe('main-gym');
  });

  it('keeps letters outside ASCII and punctuation as they are', () => {
    expect(toLocationId('Salle Émile-Zola #2')).toBe('salle-émile-zola-#2');
  });
});
