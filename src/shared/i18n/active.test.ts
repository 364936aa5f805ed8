import { describe, expect, it } from 'vitest';
import { messages as screens } from '../messages/parent-screens.ts';
import { messages as firstPage } from '../messages/public.ts';
import { inLocale, loadCatalogue } from './active.ts';

describe('a catalogue loaded in parts', () => {
  it('keeps a section whole when its part for the first page is loaded after it', async () => {
    // A Spanish phone opens the Texts screen first (the screens' part), then the parent
    // bundle's part arrives, whose `texts` holds only the athlete list's link.
    await loadCatalogue('es', 'screens');
    await loadCatalogue('es', 'parent');
    expect(inLocale('es', () => screens.texts.title)).toBe(
      'Mensajes de texto cuando llegue su hijo',
    );
    expect(inLocale('es', () => screens.texts.openTexts)).toBe('Mensajes de texto y correo');
    expect(inLocale('es', () => firstPage.texts.openTexts)).toBe('Mensajes de texto y correo');
    expect(inLocale('es', () => screens.pickupParent.trustedTitle)).toBe(
      'Quién puede hacer la recogida',
    );
    expect(inLocale('es', () => firstPage.pickupParent.codeTitle)).toBe('Código de recogida');
  });

  it('reads a section that is a part in one catalogue and whole in another, each in full', () => {
    expect(screens.texts.title).toBe('Texts When Your Child Arrives');
    expect(firstPage.texts).not.toHaveProperty('title');
    expect(Object.keys(firstPage.pickupParent)).not.toContain('trustedTitle');
    expect(screens.pickupParent.codeTitle).toBe(firstPage.pickupParent.codeTitle);
  });
});
