import { ApprovalPending } from '#web/features/auth/components/approval-pending.tsx';
import { AuthLayout } from '../layouts/auth-layout.tsx';

/**
 * /pending-approval (docs/product.md#approval-pending): where a new coach waits for an
 * administrator.
 */
export default function PendingApprovalRoute() {
  return (
    <AuthLayout wide>
      <ApprovalPending />
    </AuthLayout>
  );
}
