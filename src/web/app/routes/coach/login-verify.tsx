import { MagicLinkVerify } from '../../../features/auth/components/magic-link-verify.tsx';
import { AuthLayout } from '../../layouts/auth-layout.tsx';

/** /coach/login/verify#token=…: where the emailed sign-in link lands. */
export default function CoachLoginVerifyRoute() {
  return (
    <AuthLayout>
      <MagicLinkVerify />
    </AuthLayout>
  );
}
