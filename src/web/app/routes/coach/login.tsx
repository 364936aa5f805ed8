import { MagicLinkLogin } from '../../../features/auth/components/magic-link-login.tsx';
import { AuthLayout } from '../../layouts/auth-layout.tsx';

/** /coach/login (spec §2): sign in, or sign up, with an emailed link. */
export default function CoachLoginRoute() {
  return (
    <AuthLayout>
      <MagicLinkLogin />
    </AuthLayout>
  );
}
