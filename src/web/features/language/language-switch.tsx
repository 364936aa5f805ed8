/**
 * The language switch (decision 045): one tap shows the page in the other language and
 * remembers it. Each button is labelled in its own language ("Español", "English"), and
 * says so (`lang`), so a screen reader reads it as a Spanish speaker would hear it.
 */
import { useState } from 'react';
import { LOCALES, offeredLocales } from '#shared/i18n/locales.ts';
import { switchLocale, useLocale } from '#web/lib/locale.ts';

export function LanguageSwitch({
  className,
  compact = false,
}: {
  className?: string;
  /** At phone width, the two-letter code shows (the full name is still the button's name). */
  compact?: boolean;
}) {
  const active = useLocale();
  const [busy, setBusy] = useState(false);
  return (
    <>
      {offeredLocales
        .filter((locale) => locale !== active)
        .map((locale) => (
          <button
            key={locale}
            type="button"
            lang={LOCALES[locale].tag}
            disabled={busy}
            data-testid="language-switch"
            onClick={() => {
              setBusy(true);
              void switchLocale(locale).finally(() => setBusy(false));
            }}
            // No `cn` (tailwind-merge): the parent bundle carries none of it.
            className={`inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 text-sm font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-offset-2 disabled:opacity-60 ${className ?? 'focus-visible:ring-ring'}`}
          >
            {compact ? (
              <>
                <span aria-hidden="true" className="sm:hidden">
                  {locale.toUpperCase()}
                </span>
                <span className="sr-only sm:not-sr-only">{LOCALES[locale].name}</span>
              </>
            ) : (
              LOCALES[locale].name
            )}
          </button>
        ))}
    </>
  );
}
