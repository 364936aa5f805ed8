/**
 * The arrival-texts offer, once, on the athlete list right after this phone was verified
 * (decision 046): its own chunk, loaded only then.
 */
import { lazy, Suspense, useState } from 'react';
import { clearAskTexts, shouldAskTexts } from '../ask-after-verify.ts';

const TextsOffer = lazy(() =>
  import('./texts-offer.tsx').catch(() => ({
    // Not loadable (no signal, a newer release): no offer; the Texts screen stays a tap away.
    default: () => null,
  })),
);

export function AskTexts({ phone, canAsk }: { phone: string; canAsk: boolean }) {
  const [isAsking, setAsking] = useState(() => shouldAskTexts(phone));
  if (!isAsking || !canAsk) return null;
  return (
    <Suspense fallback={null}>
      <TextsOffer
        onDone={() => {
          clearAskTexts();
          setAsking(false);
        }}
      />
    </Suspense>
  );
}
