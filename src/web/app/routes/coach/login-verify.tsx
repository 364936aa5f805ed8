import { AuthLayout } from '#web/app/layouts/auth-layout.tsx';
import { MagicLinkVerify } from '#web/features/auth/components/magic-link-verify.tsx';

/** /coach/login/verify#token=…: where the emailed sign-in link lands. */
export default function CoachLoginVerifyRoute() {
  return (
    <AuthLayout>
      <MagicLinkVerify />
    </AuthLayout>
  );
}
