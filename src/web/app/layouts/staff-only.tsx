import type { ReactNode } from 'react';
import { TooltipProvider } from '#web/components/ui/tooltip.tsx';
import { RequireStaff } from '#web/features/auth/components/require-staff.tsx';
import { StaffLayout } from './staff-layout.tsx';

/**
 * The router wraps every coach page in this (a chunk of its own, so the parent bundle
 * carries none of it): signed-out visitors go to /coach/login, pending ones see Access
 * Pending, coaches and admins get the page. The page brings its own layout (usually
 * StaffLayout).
 */
export default function StaffOnly({ children }: { children: ReactNode }) {
  return (
    <TooltipProvider>
      <RequireStaff frame={StaffLayout}>{children}</RequireStaff>
    </TooltipProvider>
  );
}
