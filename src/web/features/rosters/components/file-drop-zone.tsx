/**
 * A drop area for one file that is also fully keyboard-operable: a real button opens the
 * (hidden) file input, and a file dragged onto the area is taken as if chosen. The screen
 * decides whether the file is acceptable.
 */
import { type DragEvent, type Ref, useId, useRef, useState } from 'react';
import { messages } from '#shared/messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FileIcon, UploadIcon } from '#web/components/ui/staff-icons.tsx';
import { cn } from '#web/lib/cn.ts';
import { CSV_ACCEPT } from '../lib/roster-file.ts';

const t = messages.coachTools;

export function FileDropZone({
  label,
  browseLabel = t.browse,
  fileName,
  disabled = false,
  onFile,
  buttonRef,
  inputTestId,
}: {
  /** The group's visible label ("Roster file"). */
  label: string;
  browseLabel?: string;
  /** The chosen file, shown in the area. */
  fileName: string | null;
  disabled?: boolean;
  onFile: (file: File) => void;
  buttonRef?: Ref<HTMLButtonElement>;
  inputTestId?: string;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [isDragging, setDragging] = useState(false);
  // dragenter/dragleave fire for every child crossed: count them.
  const depth = useRef(0);
  const hintId = useId();

  function onDragEnter(event: DragEvent<HTMLFieldSetElement>) {
    if (disabled || !hasFiles(event)) return;
    event.preventDefault();
    depth.current += 1;
    setDragging(true);
  }
  function onDragOver(event: DragEvent<HTMLFieldSetElement>) {
    if (disabled || !hasFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  }
  function onDragLeave() {
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setDragging(false);
  }
  function onDrop(event: DragEvent<HTMLFieldSetElement>) {
    if (disabled) return;
    event.preventDefault();
    depth.current = 0;
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  }

  return (
    <fieldset
      onDragEnter={onDragEnter}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
      data-dragging={isDragging || undefined}
      className={cn(
        'flex min-w-0 flex-col items-center gap-3 rounded-2xl border-2 border-dashed border-input bg-background/60 px-4 py-7 text-center transition-colors sm:py-9',
        isDragging && 'border-primary bg-secondary',
        disabled && 'opacity-60',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'flex size-12 items-center justify-center rounded-2xl bg-secondary text-secondary-foreground transition-transform',
          isDragging && 'scale-110',
        )}
      >
        <UploadIcon className="size-6" />
      </span>
      <legend className="sr-only">{label}</legend>
      <p className="font-bold">{isDragging ? t.dropActive : t.dropTitle}</p>
      <p aria-hidden="true" className="text-sm text-muted-foreground">
        {t.dropOr}
      </p>
      <Button
        ref={buttonRef}
        variant="outline"
        disabled={disabled}
        aria-describedby={hintId}
        onClick={() => inputRef.current?.click()}
      >
        {fileName ? t.chooseAnother : browseLabel}
      </Button>
      <p id={hintId} className="text-sm text-muted-foreground">
        {fileName ? (
          <span className="inline-flex max-w-full items-center gap-1.5 font-semibold text-foreground">
            <FileIcon className="size-4" />
            <span className="min-w-0 wrap-anywhere">{t.chosenFile(fileName)}</span>
          </span>
        ) : (
          t.dropHint
        )}
      </p>
      <input
        ref={inputRef}
        type="file"
        accept={CSV_ACCEPT}
        hidden
        tabIndex={-1}
        data-testid={inputTestId}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so choosing the same file again is a change too.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </fieldset>
  );
}

function hasFiles(event: DragEvent): boolean {
  return [...event.dataTransfer.types].includes('Files');
}
