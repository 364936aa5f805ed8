/**
 * /check-in/my-data?event=: what TapIn keeps about the phone this device verified
 * (decision 044): the children linked to it and from where, the devices that trust it, and
 * the ways to remove them or erase the phone. Loaded on demand: not on the check-in path.
 */
import { useState } from 'react';
import { useSearch } from 'wouter';
import { formatWeekdayDate } from '#shared/i18n/datetime.ts';
import { messages } from '#shared/messages/parent-screens.ts';
import type { GuardianData } from '#shared/schemas.ts';
import { CheckInLayout } from '#web/app/layouts/check-in-layout.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { TrashIcon } from '#web/components/ui/staff-icons.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import {
  useEraseOwnPhone,
  useGuardianData,
  useRemoveOwnDevice,
  useRemoveOwnLink,
} from '#web/features/guardian-data/api/guardian-data.ts';
import { forgetDevice } from '#web/features/offline-check-in/device-memory.ts';
import { hasErrorCode } from '#web/lib/api-client.ts';
import { useDocumentTitle } from '#web/lib/hooks.ts';
import { paths } from '#web/lib/paths.ts';
import { displayPhone } from '#web/lib/phone.ts';

/** A view of the catalogue: every read is in the page's language (decision 045). */
const t = messages.guardianData;

export default function MyDataRoute() {
  useDocumentTitle(t.title);
  const eventId = new URLSearchParams(useSearch()).get('event');
  const data = useGuardianData();
  const [erasedNow, setErasedNow] = useState(false);
  return (
    <CheckInLayout eventId={eventId}>
      <div className="flex flex-col gap-6">
        <h1 className="text-2xl font-extrabold tracking-tight">{t.title}</h1>
        {data.isPending ? (
          <p role="status" className="flex items-center gap-2 text-muted-foreground">
            <Spinner />
            {t.loading}
          </p>
        ) : erasedNow || hasErrorCode(data.error, 'DEVICE_NOT_VERIFIED') ? (
          <p role="status">{erasedNow ? t.erased : t.notVerified}</p>
        ) : data.isError ? (
          <p role="alert">{t.failed}</p>
        ) : (
          <Details data={data.data} onErased={() => setErasedNow(true)} />
        )}
        <a
          className="text-center font-semibold text-primary underline-offset-4 hover:underline dark:text-volt"
          href={paths.checkIn.start.to(eventId ? { event: eventId } : {})}
        >
          {t.back}
        </a>
      </div>
    </CheckInLayout>
  );
}

function failed() {
  toast({ title: t.failedAction, variant: 'destructive' });
}

function Details({ data, onErased }: { data: GuardianData; onErased: () => void }) {
  const removeLink = useRemoveOwnLink();
  const removeDevice = useRemoveOwnDevice();
  const erase = useEraseOwnPhone();
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast({ title: t.success, description: done, variant: 'success' });
      return true;
    } catch {
      failed();
      return false;
    }
  };
  return (
    <>
      <p className="text-muted-foreground">{t.intro(displayPhone(data.phoneNumber))}</p>
      <section aria-labelledby="my-children" className="flex flex-col gap-3">
        <h2 id="my-children" className="text-lg font-bold">
          {t.childrenHeading}
        </h2>
        {data.links.length === 0 ? (
          <p className="text-muted-foreground">{t.noChildren}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-border">
            {data.links.map((link) => {
              const name = `${link.firstName} ${link.lastName}`;
              return (
                <li key={link.athleteId} className="flex items-start justify-between gap-3 py-3">
                  <div className="flex min-w-0 flex-col gap-0.5">
                    <p className="font-semibold [overflow-wrap:anywhere]">
                      {name}
                      {link.teamName ? (
                        <span className="font-normal text-muted-foreground">
                          {' '}
                          · {link.teamName}
                        </span>
                      ) : null}
                    </p>
                    {link.sources.map((source) => (
                      <p
                        key={`${source.source}${source.createdAt}`}
                        className="text-sm text-muted-foreground"
                      >
                        {source.source === 'roster'
                          ? t.fromRoster(source.eventName)
                          : source.source === 'staff'
                            ? t.fromStaff
                            : t.fromParent}
                        , {t.since(formatWeekdayDate(source.createdAt))}
                      </p>
                    ))}
                  </div>
                  <ConfirmDialog
                    trigger={
                      <Button size="sm" variant="outline" aria-label={t.removeLinkFor(name)}>
                        <TrashIcon />
                        {t.removeLink}
                      </Button>
                    }
                    title={t.removeLinkTitle(name)}
                    description={t.removeLinkText}
                    cancelLabel={t.cancel}
                    confirmLabel={t.removeLink}
                    confirmIcon={<TrashIcon />}
                    isPending={removeLink.isPending}
                    onConfirm={() =>
                      run(() => removeLink.mutateAsync(link.athleteId), t.linkRemoved(name))
                    }
                  />
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section aria-labelledby="my-devices" className="flex flex-col gap-3">
        <h2 id="my-devices" className="text-lg font-bold">
          {t.devicesHeading}
        </h2>
        <ul className="flex flex-col divide-y divide-border">
          {data.devices.map((device) => {
            const which = device.isThisDevice ? t.thisDevice : t.otherDevice;
            return (
              <li key={device.id} className="flex items-start justify-between gap-3 py-3">
                <div className="flex flex-col gap-0.5">
                  <p className="font-semibold">{which}</p>
                  <p className="text-sm text-muted-foreground">
                    {t.verifiedOn(formatWeekdayDate(device.createdAt))},{' '}
                    {t.trustedUntil(formatWeekdayDate(device.expiresAt))}
                  </p>
                </div>
                <ConfirmDialog
                  trigger={
                    <Button size="sm" variant="outline" aria-label={t.removeDeviceFor(which)}>
                      <TrashIcon />
                      {t.removeDevice}
                    </Button>
                  }
                  title={t.removeDeviceTitle}
                  description={t.removeDeviceText}
                  cancelLabel={t.cancel}
                  confirmLabel={t.removeDevice}
                  confirmIcon={<TrashIcon />}
                  isPending={removeDevice.isPending}
                  onConfirm={async () => {
                    const isDone = await run(
                      () => removeDevice.mutateAsync(device.id),
                      t.deviceRemoved,
                    );
                    if (isDone && device.isThisDevice) forgetDevice();
                    return isDone;
                  }}
                />
              </li>
            );
          })}
        </ul>
      </section>
      <section
        aria-labelledby="my-erase"
        className="flex flex-col gap-3 rounded-2xl border border-destructive/40 p-4"
      >
        <h2 id="my-erase" className="text-lg font-bold">
          {t.eraseHeading}
        </h2>
        <p className="text-sm">{t.eraseText}</p>
        <ConfirmDialog
          trigger={
            <Button variant="destructive">
              <TrashIcon />
              {t.erase}
            </Button>
          }
          title={t.eraseTitle}
          description={t.eraseConfirm}
          cancelLabel={t.cancel}
          confirmLabel={t.erase}
          confirmIcon={<TrashIcon />}
          isPending={erase.isPending}
          onConfirm={async () => {
            const isDone = await run(() => erase.mutateAsync(), t.erased);
            if (isDone) {
              forgetDevice();
              onErased();
            }
            return isDone;
          }}
        />
      </section>
    </>
  );
}
