/**
 * The preview's phones on many children (decision 040): a number the file gives to
 * LINKED_ATHLETES_FLAG_AT children or more (a club office) is linked only when ticked here.
 */
import { useId } from 'react';
import { LINKED_ATHLETES_FLAG_AT } from '#shared/constants.ts';
import { messages } from '#shared/messages.ts';
import type { RosterUnderstanding } from '#shared/schemas.ts';
import { formatPhone } from './roster-tables.tsx';

const t = messages.coachTools;

export function SharedPhones({
  phones,
  confirmed,
  disabled,
  onConfirm,
}: {
  phones: RosterUnderstanding['sharedPhones'];
  confirmed: ReadonlySet<string>;
  disabled: boolean;
  onConfirm: (phone: string, confirmed: boolean) => void;
}) {
  const id = useId();
  if (phones.length === 0) return null;
  return (
    <fieldset
      aria-describedby={`${id}-help`}
      className="flex min-w-0 flex-col gap-3 border-b border-border p-5 sm:p-6"
    >
      <legend className="float-left mb-1 font-bold tracking-tight">
        {t.sharedPhonesHeading(phones.length)}
      </legend>
      <p id={`${id}-help`} className="clear-left text-sm text-muted-foreground">
        {t.sharedPhonesHelp(LINKED_ATHLETES_FLAG_AT)}
      </p>
      <ul className="flex flex-col gap-1">
        {phones.map(({ phone, childCount }) => (
          <li key={phone}>
            <label
              htmlFor={`${id}-${phone}`}
              className="flex min-h-11 items-center gap-3 text-sm font-semibold"
            >
              <input
                id={`${id}-${phone}`}
                type="checkbox"
                className="size-5 shrink-0 accent-primary"
                checked={confirmed.has(phone)}
                disabled={disabled}
                onChange={(event) => onConfirm(phone, event.target.checked)}
              />
              <span className="tabular-nums">
                {t.sharedPhoneConfirm(formatPhone(phone), childCount)}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
