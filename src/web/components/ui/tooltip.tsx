/**
 * Styled Radix Tooltip, for buttons that show only an icon: the button's own aria-label
 * names it for screen readers, the tooltip shows the same words to sighted mouse and
 * keyboard users. Opens after 700 ms of hover (300 ms between tooltips, docs/product.md#states,
 * #limits) or on keyboard focus; closes on leave, click, scroll or Escape. Staff screens only: the
 * parent screens have no icon-only buttons and do not carry this code.
 */
import { Tooltip as TooltipPrimitive } from 'radix-ui';
import { type ReactElement, type ReactNode, useState } from 'react';
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '#shared/constants.ts';
import { Button, type ButtonProps } from './button.tsx';

/** One per page tree, so moving from one tooltip to the next skips the delay. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider
      delayDuration={TOOLTIP_OPEN_DELAY_MS}
      skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}
    >
      {children}
    </TooltipPrimitive.Provider>
  );
}

/** `children` is the trigger (one element that takes a ref, e.g. a Button). */
export function Tooltip({ label, children }: { label: string; children: ReactElement }) {
  // Controlled: Radix then announces "a tooltip opened" (closing the others) before this
  // one's content mounts. Uncontrolled, it announces it from an effect, and under Preact
  // (the browser build, decision 022) the new content hears it and closes itself.
  const [open, setOpen] = useState(false);
  return (
    <TooltipPrimitive.Root open={open} onOpenChange={setOpen}>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      {/* Not portalled: the tip stays inside its trigger's landmark (it is positioned
          fixed, so a scrolling table does not clip it). */}
      <TooltipPrimitive.Content
        sideOffset={6}
        collisionPadding={8}
        className="z-50 max-w-64 rounded-lg bg-foreground px-2.5 py-1.5 text-sm font-semibold text-background shadow-lg data-[state=delayed-open]:animate-fade-in"
      >
        {label}
        <TooltipPrimitive.Arrow className="fill-foreground" />
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Root>
  );
}

/** A button that shows only an icon: `label` is both its accessible name and its tooltip. */
export function IconButton({
  label,
  size = 'icon',
  ...props
}: Omit<ButtonProps, 'aria-label'> & { label: string }) {
  return (
    <Tooltip label={label}>
      <Button size={size} aria-label={label} {...props} />
    </Tooltip>
  );
}
