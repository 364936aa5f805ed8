import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { activeLocale, inLocale, loadCatalogue } from './active.ts';
import { chooseLocale, matchAcceptLanguage, matchTag } from './locales.ts';

describe('choosing the language', () => {
  it('maps every Spanish tag to Spanish, and unknown languages to nothing', () => {
    expect(matchTag('es')).toBe('es');
    expect(matchTag('es-MX')).toBe('es');
    expect(matchTag('es-US')).toBe('es');
    expect(matchTag('ES_419')).toBe('es');
    expect(matchTag('en-GB')).toBe('en');
    expect(matchTag('en-XA')).toBe('en-XA');
    expect(matchTag('fr-FR')).toBeUndefined();
    expect(matchTag('')).toBeUndefined();
  });

  it('reads Accept-Language by preference, skipping what TapIn does not speak', () => {
    expect(matchAcceptLanguage('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(matchAcceptLanguage('fr-FR,fr;q=0.9,es;q=0.5,en;q=0.4')).toBe('es');
    expect(matchAcceptLanguage('en;q=0.4,es;q=0.8')).toBe('es');
    expect(matchAcceptLanguage('de,fr')).toBeUndefined();
    expect(matchAcceptLanguage('es;q=0, en')).toBe('en');
    // The pseudo-locale is never picked from a browser's languages.
    expect(matchAcceptLanguage('en-XA')).toBe('en');
    expect(matchAcceptLanguage(['es-US', 'en-US'])).toBe('es');
    expect(matchAcceptLanguage(undefined)).toBeUndefined();
  });

  it('takes the switch, then the saved choice, then the browser, then the install, then English', () => {
    const all = { explicit: 'en', saved: 'es', acceptLanguage: 'es-MX', installDefault: 'es' };
    expect(chooseLocale(all)).toBe('en');
    expect(chooseLocale({ ...all, explicit: null })).toBe('es');
    expect(chooseLocale({ ...all, explicit: null, saved: 'en' })).toBe('en');
    expect(chooseLocale({ acceptLanguage: 'es-MX', installDefault: 'en' })).toBe('es');
    expect(chooseLocale({ acceptLanguage: 'en-US', installDefault: 'es' })).toBe('en');
    expect(chooseLocale({ acceptLanguage: 'fr', installDefault: 'es' })).toBe('es');
    expect(chooseLocale({ acceptLanguage: 'fr' })).toBe('en');
    expect(chooseLocale({})).toBe('en');
    // A value TapIn does not know is skipped, not obeyed.
    expect(chooseLocale({ explicit: 'xx', saved: 'es' })).toBe('es');
  });
});

describe('the catalogue read in the active language', () => {
  it('is English by default and Spanish once Spanish is active and loaded', async () => {
    expect(activeLocale()).toBe('en');
    expect(messages.parent.confirmationTitle).toBe("You're Checked In!");
    await loadCatalogue('es', 'all');
    const t = messages.parent; // a section kept in a variable follows the language too
    expect(inLocale('es', () => t.confirmationTitle)).toBe('¡Registrado!');
    expect(inLocale('es', () => messages.parent.searchResultCount(1))).toBe('1 atleta encontrado');
    expect(inLocale('es', () => messages.parent.searchResultCount(3))).toBe(
      '3 atletas encontrados',
    );
    expect(inLocale('es', () => messages.coachGuide.steps.map((s) => s.link))).toEqual(
      messages.coachGuide.steps.map((s) => s.link),
    );
    expect(inLocale('es', () => [...messages.home.parentSteps])).toEqual([
      'Escanee',
      'Toque',
      '¡Listo!',
    ]);
    expect(t.confirmationTitle).toBe("You're Checked In!");
  });

  it('the pseudo-locale accents every word and keeps the values', async () => {
    await loadCatalogue('en-XA', 'all');
    expect(inLocale('en-XA', () => messages.parent.verifyText('(555) 123-4567'))).toBe(
      '[Éñţéŕ ţĥé 6-ðîĝîţ çöðé ŵé ţéẋţéð ţö (555) 123-4567.]',
    );
    expect(inLocale('en-XA', () => messages.checkInAll.checkedIn('Ava Lee'))).toBe(
      '[Çĥéçķéð îñ: Ava Lee.]',
    );
  });
});
