/**
 * The consent record's download (decision 046): every yes, no, STOP and START of guardian
 * texts, as CSV (GET /api/admin/consent-records.csv, admins only).
 */
import { useId } from 'react';
import { apiPath } from '#shared/api/path.ts';
import * as endpoints from '#shared/api/staff-endpoints.ts';
import { messages } from '#shared/messages.ts';
import { buttonVariants } from '#web/components/ui/button.tsx';

const t = messages.admin;

export function ConsentRecord() {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-lg font-bold">
          {t.consentHeading}
        </h2>
        <p className="text-sm text-muted-foreground">{t.consentText}</p>
      </div>
      <a
        href={apiPath(endpoints.adminConsentRecordsCsv)}
        download={messages.guardianTexts.csvFilename}
        className={buttonVariants({ variant: 'outline' })}
      >
        {t.downloadConsent}
      </a>
    </section>
  );
}
