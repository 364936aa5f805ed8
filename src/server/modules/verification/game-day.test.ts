/**
 * Game day, with the default settings (decision 017): a gym of 240 first-time
 * parents behind one public address (the venue's Wi-Fi NAT) arrive over 3 minutes, on the
 * app's clock, and each asks a code, types it, finds a child and checks in, while an SMS
 * pumper on another address asks codes for 400 numbers it never verifies. Prints the
 * figures; asserts that every parent got in without a 429 and the pumper got at most 40
 * texts.
 */
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkIns, outbox } from '#server/db/schema.ts';
import { createEventWithRoster } from '#server/db/seed.ts';
import {
  createTestApp,
  latestCode,
  TEST_ORIGIN,
  type TestApp,
  testDatabaseKind,
} from '#server/testing/test-app.ts';
import { messages } from '#shared/messages.ts';

const PARENTS = 240;
const RUSH_MS = 3 * 60 * 1000;
/** Parents who ask a code and walk away (one in twenty): the gym's honest waste. */
const WALK_AWAYS = 12;
const PUMPED_NUMBERS = 400;
const GYM_IP = '203.0.113.10';
const PUMPER_IP = '198.51.100.66';

const FIRST_NAMES = ['Ava', 'Ben', 'Cleo', 'Dev', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivo', 'Jade'];
const LAST_NAMES = ['Abara', 'Brandt', 'Castro', 'Dunmore', 'Eklund', 'Farrow', 'Gallo', 'Huang'];
const TEAMS = ['Eagles', 'Hawks', 'Owls'];

let t: TestApp;
let eventId: string;
let roster: { id: string; firstName: string; lastName: string }[];

beforeAll(async () => {
  // Default settings: no env beyond what every test app has.
  t = await createTestApp();
  const names = Array.from({ length: PARENTS }, (_, i) => ({
    firstName: FIRST_NAMES[i % FIRST_NAMES.length]!,
    lastName: `${LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length]}${Math.floor(i / 80) || ''}`,
    team: TEAMS[i % TEAMS.length]!,
    gradYear: 2030 + (i % 4),
  }));
  const seeded = await createEventWithRoster(t.db, {
    name: 'Saturday Tournament',
    locationName: 'Main Gym',
    date: t.clock.now(),
    active: true,
    roster: names,
  });
  eventId = seeded.event.id;
  roster = seeded.athletes;
}, 120_000);
afterAll(() => t?.close());

/** One browser: its cookies, kept across requests like a real one. */
class Browser {
  readonly cookies = new Map<string, string>();
  constructor(readonly ip: string) {}

  async request(method: 'GET' | 'POST', url: string, payload?: object) {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await t.app.inject({
      method,
      url,
      headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
      remoteAddress: this.ip,
      ...(payload ? { payload } : {}),
    });
    for (const set of response.cookies) {
      if (set.value === '') this.cookies.delete(set.name);
      else this.cookies.set(set.name, set.value);
    }
    return response;
  }
}

type Step = { at: number; order: number; run: () => Promise<void> };

describe('game day', () => {
  it('lets a gym of 240 first-time parents in and keeps an SMS pumper to 40 texts', async () => {
    const steps: Step[] = [];
    let order = 0;
    const at = (ms: number, run: () => Promise<void>) =>
      steps.push({ at: ms, order: order++, run });

    const gymStatuses: number[] = [];
    const gymRequestsByMinute = new Map<number, number>();
    const refusals: string[] = [];
    const counted = async (
      browser: Browser,
      method: 'GET' | 'POST',
      url: string,
      payload?: object,
    ) => {
      const response = await browser.request(method, url, payload);
      const minute = Math.floor((t.clock.now().getTime() - start) / 60_000);
      gymRequestsByMinute.set(minute, (gymRequestsByMinute.get(minute) ?? 0) + 1);
      gymStatuses.push(response.statusCode);
      if (response.statusCode >= 400 && !url.includes('verify-code')) {
        refusals.push(`${response.statusCode} ${method} ${url}: ${response.body}`);
      }
      return response;
    };

    let codesReceived = 0;
    let verified = 0;
    let checkedIn = 0;
    let wrongFirstTries = 0;
    let outstanding = 0;
    let walkedAway = 0;
    let peakOutstanding = 0;
    let tightest = Number.POSITIVE_INFINITY;

    // The gym: a parent every 0.75 s; each reads, types and taps at a person's pace.
    for (let i = 0; i < PARENTS; i++) {
      const arrival = Math.round((i * RUSH_MS) / PARENTS);
      const phone = `+1202555${String(1000 + i).padStart(4, '0')}`;
      const child = roster[i]!;
      const browser = new Browser(GYM_IP);
      const typesWrongFirst = i % 8 === 3;
      // From the text to the typed code: 12 to 40 s, whatever the parent's pace.
      const typed = arrival + 6_000 + 12_000 + ((i * 11) % 29) * 1_000;
      at(arrival, async () => {
        await counted(browser, 'GET', `/api/parent/events/${eventId}`);
        await counted(browser, 'GET', '/api/parent/session');
      });
      at(arrival + 6_000, async () => {
        const sent = await counted(browser, 'POST', '/api/send-verification', {
          phoneNumber: phone,
        });
        if (sent.statusCode === 200) {
          codesReceived++;
          outstanding++;
          // The gym's unverified texts against its budget: 40, plus one per verified code.
          tightest = Math.min(tightest, 40 + verified - outstanding - walkedAway);
          peakOutstanding = Math.max(peakOutstanding, outstanding + walkedAway);
        }
      });
      if (typesWrongFirst) {
        at(typed - 5_000, async () => {
          const code = await latestCode(t, phone);
          const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
          const tried = await counted(browser, 'POST', '/api/verify-code', {
            phoneNumber: phone,
            code: wrong,
          });
          if (tried.json().message === messages.errors.codeWrong(4)) wrongFirstTries++;
        });
      }
      at(typed, async () => {
        const response = await counted(browser, 'POST', '/api/verify-code', {
          phoneNumber: phone,
          code: await latestCode(t, phone),
        });
        if (response.statusCode === 200) {
          verified++;
          outstanding--;
        }
        await counted(browser, 'GET', `/api/athletes?phone=${phone}&event=${eventId}`);
        await counted(browser, 'GET', `/api/parent/events/${eventId}/teams`);
      });
      at(typed + 8_000, async () => {
        const q = encodeURIComponent(child.lastName.slice(0, 3));
        await counted(browser, 'GET', `/api/parent/events/${eventId}/search?q=${q}`);
      });
      at(typed + 10_000, async () => {
        const q = encodeURIComponent(`${child.firstName} ${child.lastName}`);
        const found = await counted(browser, 'GET', `/api/parent/events/${eventId}/search?q=${q}`);
        const match = (found.json() as { id: string }[]).find((row) => row.id === child.id);
        const linked = await counted(browser, 'POST', '/api/link-parent', {
          eventId,
          athleteId: match?.id,
          firstName: child.firstName,
          lastName: child.lastName,
          phoneNumber: phone,
        });
        if (linked.statusCode === 200 && linked.json().checkIn) checkedIn++;
        await counted(browser, 'GET', `/api/athletes?phone=${phone}&event=${eventId}`);
      });
    }
    // Parents who ask a code and never type it: they count against the gym's budget.
    for (let i = 0; i < WALK_AWAYS; i++) {
      const browser = new Browser(GYM_IP);
      at(Math.round(((i + 0.5) * RUSH_MS) / WALK_AWAYS), async () => {
        const sent = await counted(browser, 'POST', '/api/send-verification', {
          phoneNumber: `+1415555${String(1000 + i).padStart(4, '0')}`,
        });
        if (sent.statusCode === 200) walkedAway++;
      });
    }

    // The pumper: 400 numbers over the same minutes, no code ever typed.
    const pumperAnswers = new Map<string, number>();
    let pumperTexts = 0;
    for (let i = 0; i < PUMPED_NUMBERS; i++) {
      at(Math.round((i * RUSH_MS) / PUMPED_NUMBERS) + 250, async () => {
        const response = await new Browser(PUMPER_IP).request('POST', '/api/send-verification', {
          phoneNumber: `+1646555${String(1000 + i).padStart(4, '0')}`,
        });
        if (response.statusCode === 200) pumperTexts++;
        const answer =
          response.statusCode === 200 ? '200 texted' : `${response.statusCode} ${response.body}`;
        pumperAnswers.set(answer, (pumperAnswers.get(answer) ?? 0) + 1);
      });
    }

    const start = t.clock.now().getTime();
    const realStart = performance.now();
    steps.sort((a, b) => a.at - b.at || a.order - b.order);
    for (const step of steps) {
      const wait = start + step.at - t.clock.now().getTime();
      if (wait > 0) t.clock.advance(wait);
      await step.run();
    }
    const realSeconds = (performance.now() - realStart) / 1000;

    const [{ n: checkInRows } = { n: 0 }] = await t.db
      .select({ n: count() })
      .from(checkIns)
      .where(eq(checkIns.eventId, eventId));
    const [{ n: pumpedInOutbox } = { n: 0 }] = await t.db
      .select({ n: count() })
      .from(outbox)
      .where(and(eq(outbox.channel, 'sms'), like(outbox.to, '+1646555%')));
    const tooMany = gymStatuses.filter((status) => status === 429).length;
    const busiestMinute = Math.max(...gymRequestsByMinute.values());

    console.log(
      [
        `game day (${testDatabaseKind()}, default settings), simulated ${((t.clock.now().getTime() - start) / 1000).toFixed(0)} s in ${realSeconds.toFixed(1)} s real time`,
        `  gym ${GYM_IP}: ${PARENTS} parents over ${RUSH_MS / 60_000} min (+${WALK_AWAYS} who walked away after asking a code)`,
        `    codes texted ${codesReceived}/${PARENTS}, verified ${verified}/${PARENTS} (${wrongFirstTries} after a wrong first try), checked in ${checkedIn}/${PARENTS} (${checkInRows} check-in rows)`,
        `    requests ${gymStatuses.length}, busiest minute ${busiestMinute}, 429 answers ${tooMany}`,
        `    most codes out unverified at once ${peakOutstanding}; least room left in the address's budget ${tightest}`,
        `  pumper ${PUMPER_IP}: asked ${PUMPED_NUMBERS} numbers, texted ${pumperTexts} (outbox ${pumpedInOutbox})`,
        ...[...pumperAnswers].map(([answer, n]) => `    ${n} × ${answer}`),
      ].join('\n'),
    );

    expect(refusals).toEqual([]);
    expect(tooMany).toBe(0);
    expect(codesReceived).toBe(PARENTS);
    expect(verified).toBe(PARENTS);
    expect(checkedIn).toBe(PARENTS);
    expect(checkInRows).toBe(PARENTS);
    expect(wrongFirstTries).toBe(PARENTS / 8);
    expect(pumperTexts).toBeLessThanOrEqual(40);
    expect(pumpedInOutbox).toBe(pumperTexts);
    const refusal = JSON.stringify({
      code: 'SEND_CAP_REACHED',
      message: messages.errors.networkSendCapReached,
    });
    expect(pumperAnswers.get(`429 ${refusal}`)).toBe(PUMPED_NUMBERS - pumperTexts);
  }, 300_000);
});
