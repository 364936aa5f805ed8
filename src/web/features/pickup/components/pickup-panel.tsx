/**
 * Safe pickup on the live dashboard (issue 26, decision 049): the "Pickup check" switch; for
 * an event with it on, each checked-in child as Arrived or Released with a Release action,
 * "not authorised" warnings (staff only), "the last ones waiting" with one action to text
 * their guardians, and pickup mode: type the adult's 4 characters (a release at the 4th),
 * scan their QR (the browser's reader, else a polyfill loaded on first use: lib/qr-detector),
 * or pick from the trusted list and confirm. Other staff screens' releases arrive through
 * the dashboard's live stream, which refetches this view. With no
 * signal a typed code is checked against the hashes this page holds and the release is
 * queued, sent when the network returns (once, whatever happens: the id is the tablet's).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { formatTime } from '#shared/i18n/datetime.ts';
import { messages } from '#shared/messages.ts';
import { displayPhone } from '#shared/phone.ts';
import { normalizePickupCode, RELEASE_UNDO_MS, readPickupQr } from '#shared/pickup.ts';
import type { PickupView, Release, ReleaseBody } from '#shared/schemas.ts';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '#web/components/ui/alert-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { useUser } from '#web/features/auth/api/get-user.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { fullName } from '#web/lib/format.ts';
import {
  coachPickupKeys,
  postRelease,
  sendQueuedRelease,
  useMarkNotAuthorised,
  usePickupView,
  useSendPendingTexts,
  useSetPickupCheck,
  useSetSeriesPickupCheck,
  useUndoRelease,
} from '../api/coach-pickup.ts';
import { matchCode } from '../lib/offline-check.ts';
import { canScan, loadQrDetector } from '../lib/qr-detector.ts';
import {
  type QueuedRelease,
  queuedReleases,
  queueRelease,
  RELEASE_QUEUE_CHANGED,
  syncReleases,
} from '../lib/release-queue.ts';

const t = messages.pickup;
type Child = PickupView['children'][number];

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  window.addEventListener(RELEASE_QUEUE_CHANGED, onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
    window.removeEventListener(RELEASE_QUEUE_CHANGED, onChange);
  };
}
const useOnline = () =>
  useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
/** The releases queued on this device, read again whenever the queue or the network changes. */
function useQueued(): QueuedRelease[] {
  const [queued, setQueued] = useState<QueuedRelease[]>([]);
  useEffect(() => {
    const read = () => void queuedReleases().then(setQueued, () => {});
    read();
    return subscribeOnline(read);
  }, []);
  return queued;
}

function newId(): string {
  return crypto.randomUUID();
}

function adultLabel(adult: { name: string | null; phoneNumber: string }) {
  return adult.name
    ? `${adult.name} · ${displayPhone(adult.phoneNumber)}`
    : displayPhone(adult.phoneNumber);
}

export function PickupPanel({ eventId, isLive = false }: { eventId: string; isLive?: boolean }) {
  const view = usePickupView(eventId, isLive);
  const user = useUser();
  const userId = user.data?.id ?? null;
  const isOnline = useOnline();
  const queuedAll = useQueued();
  const client = useQueryClient();
  const setSwitch = useSetPickupCheck(eventId);
  const setSeriesSwitch = useSetSeriesPickupCheck(eventId);
  const pending = useSendPendingTexts(eventId);
  const [isPickupMode, setPickupMode] = useState(false);
  const switchId = useId();

  // Queued releases go out when the network returns (and on opening).
  useEffect(() => {
    if (!isOnline || !userId || queuedAll.length === 0) return;
    void syncReleases(userId, sendQueuedRelease).then((sent) => {
      if (sent > 0) void client.invalidateQueries({ queryKey: coachPickupKeys.view(eventId) });
    });
  }, [isOnline, userId, queuedAll, client, eventId]);

  const release = useCallback(
    async (
      body: Omit<ReleaseBody, 'id' | 'timeZone' | 'releasedAt'>,
      offlineMatch?: {
        athleteId: string;
        adultName: string;
      },
    ): Promise<Release | 'queued'> => {
      const full: ReleaseBody = {
        ...body,
        id: newId(),
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        releasedAt: new Date().toISOString(),
      };
      if (!navigator.onLine && offlineMatch && userId) {
        const child = view.data?.children.find(
          (entry) => entry.athleteId === offlineMatch.athleteId,
        );
        await queueRelease({
          eventId,
          userId,
          body: { ...full, athleteId: offlineMatch.athleteId },
          childName: child ? fullName(child) : '',
          adultName: offlineMatch.adultName,
        });
        return 'queued';
      }
      const answer = await postRelease(eventId, full);
      await client.invalidateQueries({ queryKey: coachPickupKeys.view(eventId) });
      return answer.release;
    },
    [client, eventId, userId, view.data],
  );

  if (!view.data) return null;
  const data = view.data;
  const queued = queuedAll.filter((entry) => entry.eventId === eventId);
  const queuedFor = (athleteId: string) =>
    queued.find((entry) => entry.body.athleteId === athleteId);
  const waiting = data.lastWaiting
    ? data.children.filter((child) => data.lastWaiting?.athleteIds.includes(child.athleteId))
    : [];

  return (
    <section
      aria-labelledby={`${switchId}-title`}
      className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <Switch
            id={switchId}
            checked={data.enabled}
            disabled={setSwitch.isPending}
            onCheckedChange={(enabled) => setSwitch.mutate(enabled)}
          />
          <Label htmlFor={switchId} id={`${switchId}-title`} className="text-lg font-bold">
            {t.switchLabel}
          </Label>
        </div>
        {data.enabled ? (
          <Button size="lg" variant="volt" onClick={() => setPickupMode(true)}>
            {t.pickupModeOpen}
          </Button>
        ) : null}
      </div>
      {data.enabled ? null : <p className="text-sm text-muted-foreground">{t.switchHelp}</p>}
      {data.series ? (
        <div className="flex items-center gap-3">
          <Switch
            id={`${switchId}-series`}
            checked={data.series.enabled}
            disabled={setSeriesSwitch.isPending}
            onCheckedChange={(enabled) =>
              data.series && setSeriesSwitch.mutate({ seriesId: data.series.id, enabled })
            }
          />
          <Label htmlFor={`${switchId}-series`}>{t.seriesSwitchLabel}</Label>
        </div>
      ) : null}

      {data.enabled && waiting.length > 0 ? (
        <div
          role="status"
          className="flex flex-col gap-2 rounded-xl border border-warning/50 bg-warning-soft p-3"
        >
          <p className="font-bold">{t.lastWaitingTitle}</p>
          <p>
            {t.lastWaiting(waiting.length)} {waiting.map((child) => fullName(child)).join(', ')}
          </p>
          <div>
            <Button
              variant="outline"
              disabled={pending.isPending || Boolean(data.lastWaiting?.pendingTextedAt)}
              onClick={async () => {
                try {
                  const { queued: count } = await pending.mutateAsync();
                  toast({ title: t.pendingSent(count), variant: 'success' });
                } catch (error) {
                  toast({ title: errorMessage(error, t.errors.pickupOff), variant: 'destructive' });
                }
              }}
            >
              {t.textPending}
            </Button>
          </div>
        </div>
      ) : null}

      {data.enabled ? (
        <ul className="flex flex-col divide-y divide-border" aria-label={t.pickupModeTitle}>
          {data.children.map((child) => (
            <ChildRow
              key={child.athleteId}
              child={child}
              eventId={eventId}
              queuedTo={queuedFor(child.athleteId)?.adultName ?? null}
              onRelease={release}
            />
          ))}
        </ul>
      ) : null}

      {isPickupMode ? (
        <PickupMode view={data} onClose={() => setPickupMode(false)} onRelease={release} />
      ) : null}
    </section>
  );
}

function ChildRow({
  child,
  eventId,
  queuedTo,
  onRelease,
}: {
  child: Child;
  eventId: string;
  queuedTo: string | null;
  onRelease: (
    body: Omit<ReleaseBody, 'id' | 'timeZone' | 'releasedAt'>,
  ) => Promise<Release | 'queued'>;
}) {
  const undo = useUndoRelease(eventId);
  const name = fullName(child);
  const released = child.release;
  const canUndo =
    released !== null && Date.now() - new Date(released.releasedAt).getTime() < RELEASE_UNDO_MS;
  const blocked = child.notAuthorised;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="pickup-row">
      <div className="min-w-0">
        <p className="font-semibold break-words">{name}</p>
        {released ? (
          <p className="text-sm text-success">
            <span className="mr-2 rounded-full bg-success-soft px-2 py-0.5 font-bold">
              {t.released}
            </span>
            {t.releasedTo(
              released.releasedToName ??
                (released.releasedToPhone ? displayPhone(released.releasedToPhone) : '—'),
              formatTime(released.releasedAt),
            )}
            {released.method === 'no_code' ? (
              <span className="ml-2 rounded-full bg-warning-soft px-2 py-0.5 font-bold">
                {t.flagged}
              </span>
            ) : null}
          </p>
        ) : queuedTo ? (
          <p className="text-sm text-success">
            <span className="mr-2 rounded-full bg-success-soft px-2 py-0.5 font-bold">
              {t.released}
            </span>
            {queuedTo}
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">
            <span className="rounded-full bg-secondary px-2 py-0.5 font-bold">{t.arrived}</span>
          </p>
        )}
        {blocked.map((phone) => (
          <p key={phone} role="note" className="mt-1 text-sm font-semibold text-destructive">
            {t.notAuthorised(displayPhone(phone))}
          </p>
        ))}
      </div>
      {released ? (
        canUndo ? (
          <Button
            variant="outline"
            size="sm"
            disabled={undo.isPending}
            onClick={() =>
              undo.mutate(released.id, {
                onError: (error) =>
                  toast({
                    title: errorMessage(error, t.errors.undoExpired),
                    variant: 'destructive',
                  }),
              })
            }
          >
            {t.undoRelease}
          </Button>
        ) : null
      ) : queuedTo ? null : (
        <div className="flex gap-2">
          <NotAuthorisedDialog child={child} eventId={eventId} />
          <ReleaseDialog child={child} onRelease={onRelease} />
        </div>
      )}
    </li>
  );
}

/** Staff mark a phone "not authorised for this child": shown in red here, never to parents. */
function NotAuthorisedDialog({ child, eventId }: { child: Child; eventId: string }) {
  const mark = useMarkNotAuthorised(eventId);
  const [isOpen, setOpen] = useState(false);
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const name = fullName(child);
  return (
    <AlertDialog
      open={isOpen}
      onOpenChange={(open) => {
        if (mark.isPending) return;
        setOpen(open);
        setError(null);
        setPhone('');
      }}
    >
      <Button
        variant="outline"
        size="sm"
        onClick={() => setOpen(true)}
        aria-label={t.markNotAuthorisedFor(name)}
      >
        {t.markNotAuthorised}
      </Button>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t.markNotAuthorisedFor(name)}</AlertDialogTitle>
          <AlertDialogDescription>{t.markNotAuthorisedHelp}</AlertDialogDescription>
        </AlertDialogHeader>
        <div className="flex flex-col gap-2">
          <Label htmlFor={fieldId}>{t.notAuthorisedPhone}</Label>
          <Input
            id={fieldId}
            type="tel"
            inputMode="tel"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
          />
          {error ? (
            <p role="alert" className="font-semibold text-destructive">
              {error}
            </p>
          ) : null}
        </div>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={mark.isPending}>{t.cancel}</AlertDialogCancel>
          <Button
            variant="destructive"
            disabled={mark.isPending || !phone.trim()}
            onClick={async () => {
              try {
                await mark.mutateAsync({ athleteId: child.athleteId, phoneNumber: phone });
                setOpen(false);
              } catch (failure) {
                setError(errorMessage(failure, t.errors.notTrusted));
              }
            }}
          >
            {t.markNotAuthorised}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** Release one child: pick a trusted adult and confirm, or release without a code with a reason. */
function ReleaseDialog({
  child,
  onRelease,
}: {
  child: Child;
  onRelease: (
    body: Omit<ReleaseBody, 'id' | 'timeZone' | 'releasedAt'>,
    offlineMatch?: { athleteId: string; adultName: string },
  ) => Promise<Release | 'queued'>;
}) {
  const [isOpen, setOpen] = useState(false);
  const [picked, setPicked] = useState<string | null>(null);
  const [noCode, setNoCode] = useState(false);
  const [reason, setReason] = useState('');
  const [releasedTo, setReleasedTo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);
  const name = fullName(child);
  const groupId = useId();

  async function confirm() {
    setError(null);
    if (noCode && !reason.trim()) return setError(t.reasonRequired);
    const adult = child.adults.find((entry) => entry.phoneNumber === picked);
    if (!noCode && !adult) return;
    setPending(true);
    try {
      const result = noCode
        ? await onRelease(
            {
              method: 'no_code',
              athleteId: child.athleteId,
              reason: reason.trim(),
              ...(releasedTo.trim() ? { releasedToName: releasedTo.trim() } : {}),
            },
            { athleteId: child.athleteId, adultName: releasedTo.trim() || reason.trim() },
          )
        : await onRelease(
            { method: 'list', athleteId: child.athleteId, phoneNumber: adult?.phoneNumber ?? '' },
            { athleteId: child.athleteId, adultName: adult ? adultLabel(adult) : '' },
          );
      const to = noCode ? releasedTo.trim() || reason.trim() : adult ? adultLabel(adult) : '';
      toast({
        title: result === 'queued' ? t.queuedToast(name, to) : t.releasedToast(name, to),
        variant: 'success',
      });
      setOpen(false);
    } catch (failure) {
      setError(errorMessage(failure, t.errors.codeRefused));
    } finally {
      setPending(false);
    }
  }

  return (
    <AlertDialog
      open={isOpen}
      onOpenChange={(open) => {
        if (isPending) return;
        setOpen(open);
        setPicked(null);
        setNoCode(false);
        setError(null);
      }}
    >
      <Button size="sm" onClick={() => setOpen(true)} aria-label={t.releaseAction(name)}>
        {t.release}
      </Button>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t.releaseAction(name)}</AlertDialogTitle>
          <AlertDialogDescription>{t.pickFromList}</AlertDialogDescription>
        </AlertDialogHeader>
        {noCode ? (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 font-semibold">{t.reasonLabel}</legend>
            {t.reasons.map((text) => (
              <label key={text} className="flex min-h-11 items-center gap-3">
                <input
                  type="radio"
                  name={`${groupId}-reason`}
                  checked={reason === text}
                  onChange={() => setReason(text)}
                  className="size-5"
                />
                {text}
              </label>
            ))}
            <Label htmlFor={`${groupId}-other`}>{t.otherReason}</Label>
            <Input
              id={`${groupId}-other`}
              value={t.reasons.includes(reason as never) ? '' : reason}
              maxLength={200}
              onChange={(event) => setReason(event.target.value)}
            />
            <Label htmlFor={`${groupId}-to`}>{t.releasedToLabel}</Label>
            <Input
              id={`${groupId}-to`}
              value={releasedTo}
              maxLength={60}
              onChange={(event) => setReleasedTo(event.target.value)}
            />
          </fieldset>
        ) : (
          <fieldset className="flex flex-col gap-2">
            <legend className="sr-only">{t.pickFromList}</legend>
            {child.adults.map((adult) => (
              <label key={adult.phoneNumber} className="flex min-h-11 items-center gap-3">
                <input
                  type="radio"
                  name={`${groupId}-adult`}
                  disabled={adult.notAuthorised}
                  checked={picked === adult.phoneNumber}
                  onChange={() => setPicked(adult.phoneNumber)}
                  className="size-5"
                />
                <span>
                  {adultLabel(adult)}
                  {adult.notAuthorised ? (
                    <span className="ml-2 font-semibold text-destructive">
                      {t.notAuthorised('')}
                    </span>
                  ) : null}
                </span>
              </label>
            ))}
            <Button variant="link" className="self-start px-0" onClick={() => setNoCode(true)}>
              {t.noCode}
            </Button>
          </fieldset>
        )}
        {error ? (
          <p role="alert" className="font-semibold text-destructive">
            {error}
          </p>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isPending}>{t.cancel}</AlertDialogCancel>
          <Button disabled={isPending || (!noCode && !picked)} onClick={() => void confirm()}>
            {t.confirm}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** Pickup mode: the code field (a release at the 4th character) and, where possible, a QR scan. */
function PickupMode({
  view,
  onClose,
  onRelease,
}: {
  view: PickupView;
  onClose: () => void;
  onRelease: (
    body: Omit<ReleaseBody, 'id' | 'timeZone' | 'releasedAt'>,
    offlineMatch?: { athleteId: string; adultName: string },
  ) => Promise<Release | 'queued'>;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);
  const [isScanning, setScanning] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const inputId = useId();
  const videoRef = useRef<HTMLVideoElement>(null);

  const nameOf = useCallback(
    (athleteId: string, phoneNumber: string | null, name: string | null) => {
      const child = view.children.find((entry) => entry.athleteId === athleteId);
      const adult = child?.adults.find((entry) => entry.phoneNumber === phoneNumber);
      return {
        child: child ? fullName(child) : '',
        adult: name ?? (adult ? adultLabel(adult) : phoneNumber ? displayPhone(phoneNumber) : ''),
      };
    },
    [view.children],
  );

  const submit = useCallback(
    async (body: { method: 'code'; code: string } | { method: 'qr'; qr: string }) => {
      setPending(true);
      setError(null);
      setDone(null);
      try {
        const typed = body.method === 'code' ? body.code : (readPickupQr(body.qr)?.code ?? '');
        const match = navigator.onLine ? null : await matchCode(view, typed);
        if (!navigator.onLine && !match) {
          setError(body.method === 'qr' ? t.errors.qrRefused : t.errors.codeRefused);
          return;
        }
        const result = await onRelease(
          body,
          match
            ? {
                athleteId: match.athleteId,
                adultName: nameOf(match.athleteId, match.phoneNumber, null).adult,
              }
            : undefined,
        );
        const named =
          result === 'queued' && match
            ? nameOf(match.athleteId, match.phoneNumber, null)
            : result !== 'queued'
              ? nameOf(result.athleteId, result.releasedToPhone, result.releasedToName)
              : { child: '', adult: '' };
        // Said inside the dialog (a toast sits behind it while it is open).
        setDone(
          result === 'queued'
            ? t.queuedToast(named.child, named.adult)
            : t.releasedToast(named.child, named.adult),
        );
        setCode('');
      } catch (failure) {
        setError(errorMessage(failure, t.errors.codeRefused));
      } finally {
        setPending(false);
      }
    },
    [nameOf, onRelease, view],
  );

  // The QR reader loads while the coach reads the dialog, so the first scan starts at once
  // and the service worker holds the .wasm before the tablet loses its signal.
  useEffect(() => {
    if (canScan()) void loadQrDetector().catch(() => undefined);
  }, []);

  // The camera, while scanning: the first pickup QR found is used.
  useEffect(() => {
    if (!isScanning) return;
    let stream: MediaStream | null = null;
    let stopped = false;
    void (async () => {
      try {
        // The reader (native, or the polyfill and its .wasm on first use) and the camera at once.
        const [detector, camera] = await Promise.all([
          loadQrDetector(),
          navigator.mediaDevices.getUserMedia({
            video: { facingMode: 'environment' },
          }),
        ]);
        stream = camera;
        const video = videoRef.current;
        if (!video || stopped) {
          for (const track of camera.getTracks()) track.stop();
          return;
        }
        video.srcObject = stream;
        await video.play();
        while (!stopped) {
          const found = await detector.detect(video).catch(() => []);
          const payload = found.map((entry) => entry.rawValue).find((value) => readPickupQr(value));
          if (payload) {
            setScanning(false);
            await submit({ method: 'qr', qr: payload });
            return;
          }
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      } catch {
        setScanning(false);
        setError(t.scanUnavailable);
      }
    })();
    return () => {
      stopped = true;
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [isScanning, submit]);

  return (
    <AlertDialog open onOpenChange={(open) => (open ? null : onClose())}>
      <AlertDialogContent
        onOpenAutoFocus={(event) => {
          // Straight to the code field: the coach types at once.
          event.preventDefault();
          document.getElementById(inputId)?.focus();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{t.pickupModeTitle}</AlertDialogTitle>
          <AlertDialogDescription>{t.codeHelp}</AlertDialogDescription>
        </AlertDialogHeader>
        <div className="flex flex-col gap-2">
          <Label htmlFor={inputId}>{t.codeLabel}</Label>
          <Input
            id={inputId}
            value={code}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={6}
            disabled={isPending}
            className="h-16 text-center font-mono text-4xl tracking-[0.4em] uppercase"
            aria-describedby={error ? `${inputId}-error` : undefined}
            onChange={(event) => {
              const value = event.target.value.toUpperCase();
              setCode(value);
              const normalized = normalizePickupCode(value);
              if (normalized) void submit({ method: 'code', code: normalized });
            }}
          />
          {error ? (
            <p id={`${inputId}-error`} role="alert" className="font-semibold text-destructive">
              {error}
            </p>
          ) : null}
          <p
            role="status"
            className="min-h-6 font-semibold text-success"
            data-testid="pickup-result"
          >
            {isPending ? t.releasing : done}
          </p>
        </div>
        {canScan() ? (
          <div className="flex flex-col gap-2">
            {isScanning ? (
              <video
                ref={videoRef}
                className="aspect-video w-full rounded-xl bg-black"
                playsInline
                muted
              />
            ) : null}
            <Button variant="outline" onClick={() => setScanning((on) => !on)}>
              {isScanning ? t.scanStop : t.scan}
            </Button>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">{t.scanUnavailable}</p>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel>{t.pickupModeClose}</AlertDialogCancel>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
