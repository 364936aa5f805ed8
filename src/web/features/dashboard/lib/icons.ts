/**
 * How the dashboard draws its lucide icons: the staff screens' 20 px size, a little
 * heavier stroke than elsewhere, decorative (lucide-react sets aria-hidden itself).
 */
export const DASHBOARD_STROKE = 2.25;

export const iconProps = { className: 'size-5 shrink-0', strokeWidth: DASHBOARD_STROKE } as const;
