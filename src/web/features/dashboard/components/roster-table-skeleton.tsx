/** The roster's placeholder rows while its lists load. */
export function RosterTableSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col divide-y divide-border">
      {[0, 1, 2, 3, 4].map((row) => (
        <div key={row} className="flex items-center gap-4 px-5 py-4">
          <span className="h-4 w-1/3 animate-pulse rounded bg-muted" />
          <span className="h-4 w-1/5 animate-pulse rounded bg-muted" />
          <span className="ml-auto h-9 w-24 animate-pulse rounded-xl bg-muted" />
        </div>
      ))}
    </div>
  );
}
