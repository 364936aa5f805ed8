/**
 * Pickup mode's code field: large, upper case, no autocomplete; its error is tied to it,
 * and what happened ("Releasing…", then who went with whom) is said in a status line.
 */
import { messages } from '#shared/messages.ts';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';

const t = messages.pickup;

export function CodeEntry({
  inputId,
  code,
  onType,
  isPending,
  error,
  done,
}: {
  inputId: string;
  code: string;
  onType: (typed: string) => void;
  isPending: boolean;
  error: string | null;
  /** The last release, told. */
  done: string | null;
}) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={inputId}>{t.codeLabel}</Label>
      <Input
        id={inputId}
        value={code}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={6}
        disabled={isPending}
        className="h-16 text-center font-mono text-4xl tracking-[0.4em] uppercase"
        aria-describedby={error ? `${inputId}-error` : undefined}
        onChange={(event) => onType(event.target.value)}
      />
      {error ? (
        <p id={`${inputId}-error`} role="alert" className="font-semibold text-destructive">
          {error}
        </p>
      ) : null}
      <p role="status" className="min-h-6 font-semibold text-success" data-testid="pickup-result">
        {isPending ? t.releasing : done}
      </p>
    </div>
  );
}
