/**
 * Routes (docs/product.md#routes). Only the parent check-in flow is in the main bundle; every other
 * screen (home, 404, logo, coach, admin) is a separate chunk loaded on demand, so a
 * parent scanning a QR code downloads none of their code.
 */
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { messages } from '#shared/messages/public.ts';
import { isStaffPage } from '#shared/page-policy.ts';
import { Spinner } from '../components/ui/spinner.tsx';
import { followSavedLocale, withCatalogue } from '../lib/locale.ts';
import { paths } from '../lib/paths.ts';
import { AthletesRoute } from './routes/check-in/athletes.tsx';
import { ConfirmationRoute } from './routes/check-in/confirmation.tsx';
import { PhoneRoute } from './routes/check-in/phone.tsx';
import { QrLandingRoute } from './routes/check-in/qr-landing.tsx';
import { VerifyRoute } from './routes/check-in/verify.tsx';

// Public pages other than the parent flow: small, but nothing a QR scan needs.
const HomeRoute = lazy(withCatalogue(() => import('./routes/home.tsx'), 'screens'));
// What TapIn keeps about a verified phone (decision 044): not on the check-in path.
const MyDataRoute = lazy(withCatalogue(() => import('./routes/check-in/my-data.tsx'), 'screens'));
const NotFoundRoute = lazy(withCatalogue(() => import('./routes/not-found.tsx'), 'screens'));
const DownloadLogoRoute = lazy(
  withCatalogue(() => import('./routes/download-logo.tsx'), 'screens'),
);
const CoachLoginRoute = lazy(withCatalogue(() => import('./routes/coach/login.tsx')));
const CoachLoginVerifyRoute = lazy(withCatalogue(() => import('./routes/coach/login-verify.tsx')));
const CoachDashboardRoute = lazy(withCatalogue(() => import('./routes/coach/dashboard.tsx')));
const CoachToolsRoute = lazy(withCatalogue(() => import('./routes/coach/tools.tsx')));
const CoachRosterRoute = lazy(withCatalogue(() => import('./routes/coach/roster.tsx')));
const CoachAttendanceRoute = lazy(withCatalogue(() => import('./routes/coach/attendance.tsx')));
const CoachGuideRoute = lazy(withCatalogue(() => import('./routes/coach/guide.tsx')));
const AdminQrRoute = lazy(withCatalogue(() => import('./routes/admin/qr.tsx')));
const AdminDashboardRoute = lazy(withCatalogue(() => import('./routes/admin/dashboard.tsx')));
const PendingApprovalRoute = lazy(withCatalogue(() => import('./routes/pending-approval.tsx')));
// The Texts screen and the emailed link's page: a visit now and then, not a QR scan's path.
// Linking (a first visit's roster search and manual form, decision 054): after the phone and
// its code, never on a returning parent's way; kept by the service worker with the shell.
const LinkRoute = lazy(() => import('./routes/check-in/link.tsx'));
// Their texts come with them (`withCatalogue(…, 'screens')`): a Spanish phone fetches those
// in Spanish then; the parent bundle carries none.
const TextsRoute = lazy(withCatalogue(() => import('./routes/check-in/texts.tsx'), 'screens'));
const ConfirmEmailRoute = lazy(
  withCatalogue(() => import('./routes/check-in/confirm-email.tsx'), 'screens'),
);
const TrustedAdultsRoute = lazy(
  withCatalogue(() => import('./routes/check-in/trusted.tsx'), 'screens'),
);
/**
 * The coach pages' guard (signed out: to /coach/login; pending: Access Pending). Applied
 * here, so a page body cannot forget it (the dashboard applies it in its route module,
 * after restoring what the browser kept for a visit with no network); /admin/dashboard
 * has its own rules (Access Denied) and /coach/guide is public.
 */
const StaffOnly = lazy(withCatalogue(() => import('./layouts/staff-only.tsx')));

/**
 * Whether this document was loaded for a staff page, and so carries the staff pages'
 * policy (decision 057): a document keeps the policy of the page it was loaded for.
 */
const isStaffDocument = isStaffPage(window.location.pathname);

export function AppRouter() {
  useFocusMainOnNavigation();
  const [location] = useLocation();
  // A link from a parent's page to a staff page (the home page's "Coach dashboard") or
  // back: that page gets a document of its own, with its own policy, instead of running
  // under the other's (pickup mode's QR reader would find no WebAssembly on a staff page).
  if (isStaffPage(location) !== isStaffDocument) return <LoadOwnDocument />;
  return (
    <Suspense fallback={<RouteFallback />}>
      <Switch>
        <Route path={paths.home.pattern} component={HomeRoute} />
        <Route path={paths.checkIn.start.pattern} component={QrLandingRoute} />
        <Route path={paths.checkIn.phone.pattern} component={PhoneRoute} />
        <Route path={paths.checkIn.verify.pattern} component={VerifyRoute} />
        <Route path={paths.checkIn.athletes.pattern} component={AthletesRoute} />
        <Route path={paths.checkIn.link.pattern} component={LinkRoute} />
        <Route path={paths.checkIn.linkAlias.pattern} component={LinkRoute} />
        <Route path={paths.checkIn.confirmation.pattern} component={ConfirmationRoute} />
        <Route path={paths.checkIn.texts.pattern} component={TextsRoute} />
        <Route path={paths.checkIn.confirmEmail.pattern} component={ConfirmEmailRoute} />
        <Route path={paths.checkIn.myData.pattern} component={MyDataRoute} />
        <Route path={paths.checkIn.trusted.pattern} component={TrustedAdultsRoute} />
        <Route path={paths.downloadLogo.pattern} component={DownloadLogoRoute} />
        <Route path={paths.coach.login.pattern} component={CoachLoginRoute} />
        <Route path={paths.coach.loginVerify.pattern} component={CoachLoginVerifyRoute} />
        {/* Brings the guard itself: what the browser kept is restored before it (decision 022). */}
        <Route path={paths.coach.dashboard.pattern} component={CoachDashboardRoute} />
        <Route path={paths.coach.tools.pattern}>
          <StaffOnly>
            <CoachToolsRoute />
          </StaffOnly>
        </Route>
        <Route path={paths.coach.roster.pattern}>
          <StaffOnly>
            <CoachRosterRoute />
          </StaffOnly>
        </Route>
        <Route path={paths.coach.attendance.pattern}>
          <StaffOnly>
            <CoachAttendanceRoute />
          </StaffOnly>
        </Route>
        <Route path={paths.coach.guide.pattern} component={CoachGuideRoute} />
        <Route path={paths.admin.qr.pattern}>
          <StaffOnly>
            <AdminQrRoute />
          </StaffOnly>
        </Route>
        <Route path={paths.admin.dashboard.pattern} component={AdminDashboardRoute} />
        <Route path={paths.pendingApproval.pattern} component={PendingApprovalRoute} />
        <Route component={NotFoundRoute} />
      </Switch>
    </Suspense>
  );
}

/** Loads the address now shown as a new document: the server sends it with its policy. */
function LoadOwnDocument() {
  useEffect(() => window.location.reload(), []);
  return <RouteFallback />;
}

function RouteFallback() {
  return (
    <div className="flex min-h-dvh items-center justify-center text-muted-foreground">
      <Spinner label={messages.common.loading} className="[&_svg]:size-8" />
    </div>
  );
}

/**
 * After a client-side navigation, move focus to the new page's <main> unless the page
 * already focused something inside it, so keyboard and screen-reader users start at
 * the new content instead of a link that no longer exists.
 */
function useFocusMainOnNavigation(): void {
  const [location] = useLocation();
  const isFirstRender = useRef(true);
  useEffect(() => {
    // A sign-in or a phone verification may have brought this person's saved language.
    followSavedLocale();
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    if (!location) return;
    const main = document.getElementById('main');
    if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: true });
  }, [location]);
}
