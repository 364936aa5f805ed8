/** The dashboard draws its icons a little heavier than the rest of the staff screens. */
export const DASHBOARD_STROKE = 2.25;
