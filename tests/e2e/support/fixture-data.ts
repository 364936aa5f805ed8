/** What tests/e2e/support/seed.ts puts in the database, shared with the specs. */
export const XSS_FIRST_NAME = '<img src=x onerror=alert(1)>';
export const XSS_LAST_NAME = 'Tester';

type AthleteRef = { id: string; firstName: string; lastName: string };

export type E2eFixtures = {
  /** Active event whose roster is the demo roster plus the athletes below. */
  openEvent: { id: string; name: string };
  /** Inactive event: parents may link but not check in. */
  closedEvent: { id: string; name: string };
  athletes: { xss: AthleteRef; closed: AthleteRef };
  /**
   * Active event of the live-dashboard spec alone (started 30 minutes ago), so its
   * counts are not moved by the other specs' check-ins.
   */
  dashboardEvent: { id: string; name: string; athletes: AthleteRef[] };
  /** Active event with an empty roster, for the guardian-links spec's imports alone. */
  guardianEvent: { id: string; name: string };
};
