/**
 * Releasing without a code: a reason (one of the listed ones, or typed) is required, and
 * who collected the child may be named. The release is flagged on the panel.
 */
import { messages } from '#shared/messages.ts';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { otherReason } from '../lib/release-choice.ts';

const t = messages.pickup;

export function NoCodeRelease({
  groupId,
  reason,
  onReasonChange,
  releasedTo,
  onReleasedToChange,
}: {
  groupId: string;
  reason: string;
  onReasonChange: (reason: string) => void;
  releasedTo: string;
  onReleasedToChange: (name: string) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-semibold">{t.reasonLabel}</legend>
      {t.reasons.map((text) => (
        <label key={text} className="flex min-h-11 items-center gap-3">
          <input
            type="radio"
            name={`${groupId}-reason`}
            checked={reason === text}
            onChange={() => onReasonChange(text)}
            className="size-5"
          />
          {text}
        </label>
      ))}
      <Label htmlFor={`${groupId}-other`}>{t.otherReason}</Label>
      <Input
        id={`${groupId}-other`}
        value={otherReason(reason, t.reasons)}
        maxLength={200}
        onChange={(event) => onReasonChange(event.target.value)}
      />
      <Label htmlFor={`${groupId}-to`}>{t.releasedToLabel}</Label>
      <Input
        id={`${groupId}-to`}
        value={releasedTo}
        maxLength={60}
        onChange={(event) => onReleasedToChange(event.target.value)}
      />
    </fieldset>
  );
}
