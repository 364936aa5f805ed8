/**
 * The offer right after a parent verified a phone (decision 046), under the athlete list:
 * the same unticked choices as the Texts screen, once. Its own chunk: the check-in
 * screen's bundle does not carry it, nor its texts: in another language they are fetched
 * with it (`useCatalogue`).
 */
import { useId } from 'react';
import { messages } from '#shared/messages/parent-screens.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useCatalogue } from '#web/lib/locale.ts';
import { useTexts } from '../api/texts.ts';
import { TextsChoices } from './texts-choices.tsx';

const t = messages.texts;

export default function TextsOffer({ onDone }: { onDone: () => void }) {
  const texts = useTexts();
  const headingId = useId();
  const state = texts.data;
  const textsLoaded = useCatalogue('screens');
  if (!textsLoaded) return null;
  // Nothing to ask: no child this phone is a confirmed guardian of (decision 059), a yes
  // already given, or the phone replied STOP.
  if (
    !state?.children.some((child) => child.confirmed) ||
    state.children.some((child) => child.arrival) ||
    state.smsStoppedAt
  ) {
    return null;
  }
  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 flex flex-col gap-3 rounded-2xl border border-border p-4"
    >
      <h2 id={headingId} className="text-lg font-bold">
        {t.offerTitle}
      </h2>
      <TextsChoices
        state={state}
        onSaved={onDone}
        secondary={
          <Button type="button" variant="ghost" onClick={onDone}>
            {t.notNow}
          </Button>
        }
      />
    </section>
  );
}
