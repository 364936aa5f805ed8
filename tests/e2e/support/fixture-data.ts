/** What tests/e2e/support/seed.ts puts in the database, shared with the specs. */
export const XSS_FIRST_NAME = '<img src=x onerror=alert(1)>';
export const XSS_LAST_NAME = 'Tester';

/** Long names: every screen must show them whole at 390 px (tests/e2e/phone-width.spec.ts). */
export const LONG_FIRST_NAME = 'Maximiliana-Josephine';
export const LONG_LAST_NAME = 'Vanderbilt-Castellanos';
export const LONG_TEAM = 'Northside Thunderbirds Academy';
export const LONG_EVENT_NAME =
  'Northside Regional Invitational Championship Tournament, Girls Varsity Division One Semifinals';
export const LONG_LOCATION = 'Thunderbird Memorial Fieldhouse, Court 3 (North Entrance)';
/** The attendance spec's team: no other spec's athletes are on it. */
export const ATTENDANCE_TEAM = 'Attendance Owls';
export const LONG_EMAIL = 'maximiliana.josephine.vanderbilt@northside-thunderbirds.example.org';

type AthleteRef = { id: string; firstName: string; lastName: string };

export type E2eFixtures = {
  /** Active event whose roster is the demo roster plus the athletes below. */
  openEvent: { id: string; name: string };
  /** Inactive event: parents may link but not check in. */
  closedEvent: { id: string; name: string };
  /** Inactive, with a long name and location, and a long-named athlete on its roster. */
  longEvent: { id: string; name: string };
  athletes: {
    xss: AthleteRef;
    closed: AthleteRef;
    /** On the open event; one spec alone checks it in twice. */
    repeat: AthleteRef;
    /** On the open event. */
    long: AthleteRef;
    /** The long-named athlete of the long event. */
    longClosed: AthleteRef;
  };
  /**
   * Active event of the live-dashboard spec alone (started 30 minutes ago), so its
   * counts are not moved by the other specs' check-ins.
   */
  dashboardEvent: { id: string; name: string; athletes: AthleteRef[] };
  /**
   * The attendance spec's two past practices (oldest first; active, so parents can check in)
   * and their shared roster of three on ATTENDANCE_TEAM: Ana, Ben and a long name.
   */
  attendance: {
    events: Array<{ id: string; name: string; date: string }>;
    athletes: AthleteRef[];
  };
  /** Active event with an empty roster, for the guardian-links spec's imports alone. */
  guardianEvent: { id: string; name: string };
};
