/** A pickup row's left side: the child's name, where they stand, and the staff-only warnings. */
import { formatTime } from '#shared/i18n/datetime.ts';
import { messages } from '#shared/messages.ts';
import { fullName } from '#web/lib/format.ts';
import { type PickupChild, phoneText, releasedToText } from '../lib/pickup-names.ts';

const t = messages.pickup;

export function ReleaseStatus({
  child,
  queuedTo,
}: {
  child: PickupChild;
  queuedTo: string | null;
}) {
  const released = child.release;
  return (
    <div className="min-w-0">
      <p className="font-semibold break-words">{fullName(child)}</p>
      {released ? (
        <p className="text-sm text-success">
          <span className="mr-2 rounded-full bg-success-soft px-2 py-0.5 font-bold">
            {t.released}
          </span>
          {t.releasedTo(releasedToText(released), formatTime(released.releasedAt))}
          {released.method === 'no_code' ? (
            <span className="ml-2 rounded-full bg-warning-soft px-2 py-0.5 font-bold">
              {t.flagged}
            </span>
          ) : null}
        </p>
      ) : queuedTo ? (
        <p className="text-sm text-success">
          <span className="mr-2 rounded-full bg-success-soft px-2 py-0.5 font-bold">
            {t.released}
          </span>
          {queuedTo}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">
          <span className="rounded-full bg-secondary px-2 py-0.5 font-bold">{t.arrived}</span>
        </p>
      )}
      {child.notAuthorised.map((phone) => (
        <p key={phone} role="note" className="mt-1 text-sm font-semibold text-destructive">
          {t.notAuthorised(phoneText(phone))}
        </p>
      ))}
    </div>
  );
}
