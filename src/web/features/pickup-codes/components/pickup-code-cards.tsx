/**
 * The pickup codes' cards (issue 26): for each child this phone may collect who is checked
 * in at an event with "Pickup check" on, the 4 characters and the same code as a QR. Its own
 * chunk, loaded by `PickupCodes` only when there is a code to show (most events have none);
 * the service worker keeps it with the parent's app shell.
 */
import { Link } from 'wouter';
import { formatTime } from '#shared/i18n/datetime.ts';
import { messages } from '#shared/messages/public.ts';
import type { PickupCodes } from '#shared/schemas.ts';
import { fullName } from '#web/lib/format.ts';

const t = messages.pickupParent;

export default function PickupCodeCards({
  codes,
  trustedHref,
}: {
  codes: PickupCodes['codes'];
  trustedHref?: ((athleteId: string) => string) | undefined;
}) {
  return (
    <section aria-label={t.codeTitle} className="mb-5 flex w-full flex-col gap-3">
      {codes.map((code) => {
        const name = fullName(code);
        return (
          <div
            key={code.athleteId}
            className="flex items-center gap-4 rounded-2xl border border-border bg-card p-4 text-left shadow-sm"
            data-testid="pickup-code"
          >
            <img
              src={code.qrImage}
              alt={t.codeQrLabel(name, code.code)}
              className="size-28 shrink-0 rounded-lg bg-white p-1"
            />
            <div className="flex min-w-0 flex-col gap-1">
              <h2 className="text-sm font-semibold break-words text-muted-foreground">
                {t.codeFor(name)}
              </h2>
              {code.releasedAt ? (
                <p className="font-semibold text-success">
                  {t.releasedAt(code.firstName, formatTime(code.releasedAt))}
                </p>
              ) : (
                <p
                  className="font-mono text-4xl font-bold tracking-[0.3em]"
                  data-testid="pickup-code-text"
                >
                  {code.code}
                </p>
              )}
              <p className="text-xs text-muted-foreground">{t.codeHelp}</p>
              {trustedHref ? (
                <Link
                  className="text-sm font-semibold text-primary underline-offset-4 hover:underline dark:text-[#a9b8ff]"
                  href={trustedHref(code.athleteId)}
                >
                  {t.trustedLink}
                </Link>
              ) : null}
            </div>
          </div>
        );
      })}
    </section>
  );
}
