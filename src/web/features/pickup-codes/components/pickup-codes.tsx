/**
 * The pickup codes on the parent's confirmation and athlete list (issue 26): for each child
 * this phone may collect who is checked in at an event with "Pickup check" on, the 4
 * characters and the same code as a QR. Shows nothing otherwise.
 */
import { Link } from 'wouter';
import { formatTime } from '#shared/i18n/datetime.ts';
import { messages } from '#shared/messages/public.ts';
import { fullName } from '#web/lib/format.ts';
import { useParentPickupCodes } from '../api/parent-pickup.ts';

const t = messages.pickupParent;

export function PickupCodes({
  eventId,
  athleteId,
  trustedHref,
}: {
  eventId: string;
  /** Only this child's code (the confirmation); every child's otherwise. */
  athleteId?: string;
  /** The "Who may pick up" screen for a child, when the page offers it. */
  trustedHref?: (athleteId: string) => string;
}) {
  const query = useParentPickupCodes(eventId);
  const codes = (query.data?.codes ?? []).filter(
    (code) => !athleteId || code.athleteId === athleteId,
  );
  if (codes.length === 0) return null;
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
