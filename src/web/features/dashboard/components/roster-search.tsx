import { useId } from 'react';
import { messages } from '#shared/messages.ts';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { SearchIcon } from '#web/components/ui/staff-icons.tsx';

const t = messages.dashboard;

/**
 * The name search over the whole roster (docs/product.md#coach-dashboard), not only the rows drawn.
 */
export function RosterSearch({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="relative flex-1">
      <Label htmlFor={id} className="sr-only">
        {t.searchLabel}
      </Label>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-muted-foreground" />
      <Input
        id={id}
        type="search"
        value={value}
        onChange={(change) => onChange(change.target.value)}
        placeholder={t.searchPlaceholder}
        autoComplete="off"
        spellCheck={false}
        className="pl-11"
      />
    </div>
  );
}
