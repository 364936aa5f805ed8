import Moon from 'lucide-react/icons/moon';
import Sun from 'lucide-react/icons/sun';
import { messages } from '#shared/messages/public.ts';
import { Icon } from '#web/components/ui/icon.tsx';
import { cn } from '#web/lib/cn.ts';
import { useTheme } from './theme-provider.tsx';

const t = messages.common;

export function ThemeToggle({ className }: { className?: string }) {
  const { theme, toggleTheme } = useTheme();
  const isDark = theme === 'dark';
  return (
    <button
      type="button"
      onClick={toggleTheme}
      aria-label={t.toggleTheme}
      aria-pressed={isDark}
      title={isDark ? t.switchToLight : t.switchToDark}
      className={cn(
        'inline-flex size-11 items-center justify-center rounded-full border border-border bg-card text-foreground shadow-sm transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        className,
      )}
    >
      <Icon icon={isDark ? Sun : Moon} />
    </button>
  );
}
