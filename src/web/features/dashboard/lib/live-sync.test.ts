import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath } from '#shared/api/path.ts';
import * as endpoints from '#shared/api/staff-endpoints.ts';
import type { CheckIn, EventSwitch, LiveMessage } from '#shared/schemas.ts';
import { connectLive, type EventSourceLike, type LiveStatus } from './live-sync.ts';

/** Just enough of EventSource: the test plays the server. */
class FakeSource implements EventSourceLike {
  readyState = 0;
  onerror: EventSourceLike['onerror'] = null;
  isClosed = false;
  private listeners = new Map<string, Array<(event: MessageEvent<string>) => void>>();

  constructor(readonly url: string) {}

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close() {
    this.isClosed = true;
    this.readyState = 2;
  }

  emit(type: string, data: unknown) {
    this.readyState = 1;
    for (const listener of this.listeners.get(type) ?? []) {
      listener({ data: JSON.stringify(data) } as MessageEvent<string>);
    }
  }

  /** A dropped connection the browser retries (CONNECTING), or gives up on (CLOSED). */
  fail(isFinal: boolean) {
    this.readyState = isFinal ? 2 : 0;
    this.onerror?.call(this as unknown as EventSource, new Event('error'));
  }
}

const checkIn = (athleteId: string): CheckIn => ({
  athleteId,
  eventId: 'e1',
  timestamp: '2026-05-02T14:00:00.000Z',
  source: 'qr',
});
const arrival = (athleteId: string): LiveMessage => ({
  type: 'check-in',
  eventId: 'e1',
  athleteId,
  checkIn: checkIn(athleteId),
});

function setup(resync: () => Promise<unknown> = async () => {}) {
  const sources: FakeSource[] = [];
  const statuses: LiveStatus[] = [];
  const messages: Array<[string, boolean]> = [];
  const rosterChanges = { count: 0 };
  const pickupChanges = { count: 0 };
  const eventsChanges: Array<EventSwitch | null> = [];
  const online = { notify: () => {}, subscribed: false };
  const stop = connectLive({
    url: apiPath(endpoints.liveCheckIns, { eventId: 'e1' }),
    onStatus: (status) => statuses.push(status),
    onMessage: (message, isReplay) => messages.push([message.athleteId, isReplay]),
    resync,
    onRosterChange: () => {
      rosterChanges.count += 1;
    },
    onPickupChange: () => {
      pickupChanges.count += 1;
    },
    onEventsChange: (switched) => eventsChanges.push(switched),
    createSource: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source;
    },
    random: () => 1,
    subscribeOnline: (onOnline) => {
      online.notify = onOnline;
      online.subscribed = true;
      return () => {
        online.subscribed = false;
      };
    },
  });
  return {
    online,
    sources,
    statuses,
    messages,
    rosterChanges,
    pickupChanges,
    eventsChanges,
    stop,
    latest: () => sources[sources.length - 1]!,
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('connectLive', () => {
  it('is live after `ready`, refetches then, and passes messages on', async () => {
    const resync = vi.fn(async () => {});
    const { statuses, messages, latest, stop } = setup(resync);
    expect(latest().url).toBe(apiPath(endpoints.liveCheckIns, { eventId: 'e1' }));
    expect(statuses).toEqual(['connecting']);
    latest().emit('ready', {});
    expect(statuses).toEqual(['connecting', 'live']);
    expect(resync).toHaveBeenCalledTimes(1);
    await vi.runAllTimersAsync();
    latest().emit('check-in', arrival('a1'));
    latest().emit('undo', { type: 'undo', eventId: 'e1', athleteId: 'a1' });
    latest().emit('check-in', 'not json at all');
    expect(messages).toEqual([
      ['a1', false],
      ['a1', false],
    ]);
    stop();
    expect(latest().isClosed).toBe(true);
  });

  it('replays what arrived during the catch-up refetch on top of its answer', async () => {
    let finish: () => void = () => {};
    const { messages, latest } = setup(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    latest().emit('ready', {});
    latest().emit('check-in', arrival('a1'));
    expect(messages).toEqual([['a1', false]]);
    finish();
    await vi.runAllTimersAsync();
    expect(messages).toEqual([
      ['a1', false],
      ['a1', true],
    ]);
    latest().emit('check-in', arrival('a2'));
    expect(messages).toHaveLength(3);
  });

  it('says it is reconnecting while the browser retries, live again after `ready`', () => {
    const { statuses, sources, latest } = setup();
    latest().emit('ready', {});
    latest().fail(false);
    expect(statuses.at(-1)).toBe('reconnecting');
    expect(sources).toHaveLength(1);
    latest().emit('ready', {});
    expect(statuses.at(-1)).toBe('live');
  });

  it('reconnects with a growing backoff once the browser gives up', () => {
    const { sources, statuses, latest, stop } = setup();
    latest().fail(true);
    expect(statuses).toEqual(['connecting', 'reconnecting']);
    expect(sources[0]!.isClosed).toBe(true);
    vi.advanceTimersByTime(999);
    expect(sources).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(2);
    latest().fail(true);
    vi.advanceTimersByTime(1999);
    expect(sources).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(3);
    // Back: the next failure starts the backoff from the beginning again.
    latest().emit('ready', {});
    latest().fail(true);
    vi.advanceTimersByTime(1000);
    expect(sources).toHaveLength(4);
    stop();
    latest().fail(true);
    vi.advanceTimersByTime(60_000);
    expect(sources).toHaveLength(4);
  });

  it('cuts a backoff short when the network returns', () => {
    const { sources, online, latest, stop } = setup();
    latest().fail(true);
    vi.advanceTimersByTime(1000);
    latest().fail(true); // the next try waits 2 s
    expect(sources).toHaveLength(2);
    online.notify();
    expect(sources).toHaveLength(3);
    vi.advanceTimersByTime(60_000);
    expect(sources).toHaveLength(3); // the cancelled timer does not open another
    // Connected (or the browser retrying by itself): the online event changes nothing.
    latest().emit('ready', {});
    online.notify();
    expect(sources).toHaveLength(3);
    stop();
    expect(online.subscribed).toBe(false);
  });

  it('asks for the roster again on `roster`, and on every reconnect after the first', () => {
    const { rosterChanges, messages, latest } = setup();
    latest().emit('ready', {});
    expect(rosterChanges.count).toBe(0);
    latest().emit('roster', { type: 'roster', eventId: 'e1' });
    expect(rosterChanges.count).toBe(1);
    expect(messages).toEqual([]);
    latest().fail(false);
    latest().emit('ready', {});
    expect(rosterChanges.count).toBe(2);
  });

  it('asks for the pickup view again on `pickup`, and on every reconnect after the first', () => {
    const { pickupChanges, messages, latest } = setup();
    latest().emit('ready', {});
    expect(pickupChanges.count).toBe(0);
    latest().emit('pickup', { type: 'pickup', eventId: 'e1', athleteId: 'a1' });
    expect(pickupChanges.count).toBe(1);
    expect(messages).toEqual([]);
    latest().fail(false);
    latest().emit('ready', {});
    expect(pickupChanges.count).toBe(2);
  });

  it('hands on `events` with its switch, and says the list may have changed after a reconnect', () => {
    const { eventsChanges, messages, latest } = setup();
    latest().emit('ready', {});
    const switched: EventSwitch = {
      by: 'schedule',
      opened: [{ id: 'e2', name: 'Practice' }],
      closed: [{ id: 'e1', name: 'Meet' }],
      passedOver: [],
      active: { id: 'e2', name: 'Practice' },
    };
    latest().emit('events', { type: 'events', eventId: 'events', switched });
    latest().emit('events', { type: 'events', eventId: 'events', switched: null });
    expect(eventsChanges).toEqual([switched, null]);
    expect(messages).toEqual([]);
    latest().fail(false);
    latest().emit('ready', {});
    expect(eventsChanges).toEqual([switched, null, null]);
  });

  it('ignores a replaced source', () => {
    const { sources, messages } = setup();
    sources[0]!.fail(true);
    vi.advanceTimersByTime(1000);
    sources[0]!.emit('check-in', arrival('old'));
    expect(messages).toEqual([]);
  });
});
