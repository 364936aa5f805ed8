import { ApprovalPending } from '../../features/auth/components/approval-pending.tsx';
import { AuthLayout } from '../layouts/auth-layout.tsx';

/** /pending-approval (spec §2): where a new coach waits for an administrator. */
export default function PendingApprovalRoute() {
  return (
    <AuthLayout wide>
      <ApprovalPending />
    </AuthLayout>
  );
}
