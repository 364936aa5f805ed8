/**
 * The release dialog's trusted list: one radio per adult (a phone marked not authorised is
 * shown, in red, and cannot be picked), and the way to release without a code.
 */
import { messages } from '#shared/messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { adultLabel, type PickupChild } from '../lib/pickup-names.ts';

const t = messages.pickup;

export function TrustedAdultList({
  groupId,
  adults,
  picked,
  onPick,
  onNoCode,
}: {
  groupId: string;
  adults: PickupChild['adults'];
  /** The picked adult's phone number. */
  picked: string | null;
  onPick: (phoneNumber: string) => void;
  onNoCode: () => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="sr-only">{t.pickFromList}</legend>
      {adults.map((adult) => (
        <label key={adult.phoneNumber} className="flex min-h-11 items-center gap-3">
          <input
            type="radio"
            name={`${groupId}-adult`}
            disabled={adult.notAuthorised}
            checked={picked === adult.phoneNumber}
            onChange={() => onPick(adult.phoneNumber)}
            className="size-5"
          />
          <span>
            {adultLabel(adult)}
            {adult.notAuthorised ? (
              <span className="ml-2 font-semibold text-destructive">{t.notAuthorised('')}</span>
            ) : null}
          </span>
        </label>
      ))}
      <Button variant="link" className="self-start px-0" onClick={onNoCode}>
        {t.noCode}
      </Button>
    </fieldset>
  );
}
