import { AuthLayout } from '#web/app/layouts/auth-layout.tsx';
import { MagicLinkLogin } from '#web/features/auth/components/magic-link-login.tsx';

/** /coach/login (docs/product.md#coach-login): sign in, or sign up, with an emailed link. */
export default function CoachLoginRoute() {
  return (
    <AuthLayout>
      <MagicLinkLogin />
    </AuthLayout>
  );
}
