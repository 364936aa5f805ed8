/**
 * What the Parent links and Waiting for confirmation lists show in their place while they
 * load or after they failed: one line, inside the card (panel-state.tsx draws the larger,
 * centred kind for whole cards).
 */
import { messages } from '#shared/messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';

export function ListLoading({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-2 text-muted-foreground">
      <Spinner />
      {label}
    </p>
  );
}

export function ListError({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p role="alert" className="font-semibold text-destructive">
        {text}
      </p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {messages.common.tryAgain}
      </Button>
    </div>
  );
}
