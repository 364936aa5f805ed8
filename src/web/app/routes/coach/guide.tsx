/** /coach/guide (spec §2 Coach guide): public, no sign-in needed. */
import '../coach-tools.css';
import { CoachGuide } from '../../../features/guide/components/coach-guide.tsx';
import { SiteLayout } from '../../layouts/site-layout.tsx';

export default function CoachGuideRoute() {
  return (
    <SiteLayout>
      <CoachGuide />
    </SiteLayout>
  );
}
