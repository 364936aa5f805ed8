import type { UserRole } from '#shared/constants.ts';
import { messages } from '#shared/messages.ts';
import { cn } from '#web/lib/cn.ts';

const styles: Record<UserRole, string> = {
  pending: 'bg-volt text-volt-foreground',
  coach: 'bg-secondary text-secondary-foreground',
  admin: 'bg-primary text-primary-foreground',
};

export function RoleBadge({ role, className }: { role: UserRole; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-1 text-xs font-bold tracking-wide uppercase',
        styles[role],
        className,
      )}
    >
      {messages.admin.roles[role]}
    </span>
  );
}
