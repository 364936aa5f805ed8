/** /coach/guide (docs/product.md#coach-guide): public, no sign-in needed. */
import { SiteLayout } from '#web/app/layouts/site-layout.tsx';
import { CoachGuide } from '#web/features/guide/components/coach-guide.tsx';

export default function CoachGuideRoute() {
  return (
    <SiteLayout>
      <CoachGuide />
    </SiteLayout>
  );
}
