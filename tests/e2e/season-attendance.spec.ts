/**
 * The season end to end (issue 16, decisions 030 and 031): a coach creates a weekly series
 * in the Events tab whose first two occurrences already took place, parents check in over
 * those two (each switched on in turn with the tools' switch, then off again), and the
 * attendance page shows the right expected / attended / late / rate per athlete, and its
 * CSV download the same numbers. axe on the attendance page.
 *
 * On a private server (support/private-server.ts): check-in needs the event switched on,
 * and switching one on switches every other event off, which on the shared server would
 * close the seeded events the other specs check in to at the same time.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { messages } from '#shared/messages.ts';
import type { TapInEvent } from '#shared/schemas.ts';
import { csvDay, csvLines, expectSummaryRow } from './support/attendance-csv.ts';
import {
  privateApi as api,
  privateContext as newContext,
  signInPrivately,
  startPrivateServer,
} from './support/private-server.ts';
import {
  expect,
  expectNoA11yViolations,
  expectToast,
  freshPhone,
  test,
  verifyPhoneViaApi,
} from './support/test.ts';

const tools = messages.coachTools;
const s = tools.season;
const a = messages.attendance;
const ZONE = 'America/Chicago';
const DAY = 24 * 60 * 60_000;
const TEAM = 'Season Cedars';
const NAME = 'Cedars Weekly';
const ATHLETES = [
  { firstName: 'Ann', lastName: 'Aster' },
  { firstName: 'Ben', lastName: 'Birch' },
  { firstName: 'Cal', lastName: 'Cedar' },
];

/** The calendar day (YYYY-MM-DD) `daysAgo` days before now, in the browser's zone. */
function chicagoDay(daysAgo: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(
    new Date(Date.now() - daysAgo * DAY),
  );
}

/** The occurrence's switch in the Events tab, flipped to `on`, with the toast it gives. */
async function flip(page: Page, event: TapInEvent, on: boolean) {
  const toggle = page.locator(`tr[data-event-id="${event.id}"]`).getByRole('switch');
  await toggle.click();
  await expectToast(
    page,
    tools.eventStatusUpdated,
    on ? tools.eventActivated(event.name) : tools.eventDeactivated(event.name),
  );
  if (on) await expect(toggle).toBeChecked();
  else await expect(toggle).not.toBeChecked();
}

test('a weekly series, parents check in over two occurrences, the attendance page and its CSV agree', async ({
  browser,
}) => {
  // A new embedded database takes a while to create and migrate on a busy machine.
  test.setTimeout(240_000);
  const server = await startPrivateServer();
  const contexts: BrowserContext[] = [];
  try {
    const coachContext = await newContext(browser, server);
    contexts.push(coachContext);
    await signInPrivately(coachContext, server.url, 'season-coach@tapin.test');
    const page = await coachContext.newPage();

    // The series: weekly, 6 pm in Chicago, from 8 days ago until 21 days after: occurrences
    // 8 days ago, yesterday (both started), in 6 and in 13 days. The form takes a start in
    // the past.
    const start = chicagoDay(8);
    const isoWeekday = new Date(`${start}T12:00:00Z`).getUTCDay() || 7;
    const until = chicagoDay(8 - 21);
    await page.goto('/coach/tools');
    await expect(page.getByRole('heading', { level: 1, name: tools.title })).toBeVisible();
    await page.getByLabel(tools.eventName).fill(NAME);
    await page.getByLabel(tools.location).fill('Cedar Field');
    await page.getByLabel(tools.dateTime).fill(`${start}T18:00`);
    await page.getByLabel(s.endTime).fill('19:30');
    await page.getByLabel(s.repeat, { exact: true }).check();
    // The start's weekday comes picked.
    await expect(
      page.getByRole('button', { name: s.weekdayNames[isoWeekday - 1], exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');
    await page.getByLabel(s.repeatUntil, { exact: true }).fill(until);
    await page.getByRole('button', { name: tools.createEvent }).click();
    await expectToast(page, tools.eventCreated, NAME);

    const occurrences = (await api<TapInEvent[]>(coachContext, server.url, 'GET', '/api/events'))
      .filter((event) => event.name === NAME)
      .sort((x, y) => x.date.localeCompare(y.date));
    expect(occurrences).toHaveLength(4);
    expect(new Set(occurrences.map((event) => event.seriesId)).size).toBe(1);
    const started = occurrences.filter((event) => Date.parse(event.date) <= Date.now());
    expect(started).toHaveLength(2);
    const [first, second] = started as [TapInEvent, TapInEvent];

    // The roster: imported onto the first occurrence and copied onto the second (an import
    // reaches only the occurrences not yet started, so the second, already started, is
    // given it by hand, as a coach would).
    const imported = await coachContext.request.post(`${server.url}/api/roster/upload`, {
      headers: { Origin: server.url },
      multipart: {
        eventId: first.id,
        action: 'import',
        file: {
          name: 'cedars.csv',
          mimeType: 'text/csv',
          buffer: Buffer.from(
            [
              'First Name,Last Name,Team Name',
              ...ATHLETES.map((x) => `${x.firstName},${x.lastName},${TEAM}`),
            ].join('\n'),
          ),
        },
      },
    });
    expect(imported.status(), await imported.text()).toBe(200);
    await api(coachContext, server.url, 'POST', '/api/roster/copy', {
      sourceEventId: first.id,
      targetEventId: second.id,
    });
    const roster = await api<Array<{ id: string; firstName: string; lastName: string }>>(
      coachContext,
      server.url,
      'GET',
      `/api/events/${first.id}/athletes`,
    );
    const athlete = (firstName: string) => roster.find((x) => x.firstName === firstName)!;
    expect(roster).toHaveLength(3);

    // Two families, each on its own phone: Ann's parent checks in at both occurrences, Ben's
    // at the first only; Cal's never. Each occurrence is switched on in turn (one active
    // event at a time), then off again.
    await page.reload();
    // Today first: the series is one row, its next occurrence; the started ones are behind it.
    await page.getByRole('button', { name: tools.showOccurrences(3, NAME) }).click();
    const parents: Array<{ page: Page; phone: string; firstName: string }> = [];
    for (const firstName of ['Ann', 'Ben']) {
      const context = await newContext(browser, server);
      contexts.push(context);
      const parent = await context.newPage();
      await parent.goto('/');
      const phone = freshPhone();
      await verifyPhoneViaApi(parent, phone);
      parents.push({ page: parent, phone, firstName });
    }
    await flip(page, first, true);
    for (const parent of parents) {
      // Linking the athlete at the open event checks them in, as on a parent's phone.
      const linked = await api<{ checkIn: { eventId: string } | null }>(
        parent.page.context(),
        server.url,
        'POST',
        '/api/link-parent',
        {
          eventId: first.id,
          athleteId: athlete(parent.firstName).id,
          firstName: parent.firstName,
          lastName: athlete(parent.firstName).lastName,
          teamId: null,
          gradYear: null,
          phoneNumber: parent.phone,
        },
      );
      expect(linked.checkIn).toMatchObject({ eventId: first.id });
    }
    await flip(page, second, true);
    // The first was switched off by the second's switch.
    await expect(
      page.locator(`tr[data-event-id="${first.id}"]`).getByRole('switch'),
    ).not.toBeChecked();
    const ann = parents[0]!;
    const tapped = await ann.page.request.post('/api/check-in', {
      headers: { Origin: server.url },
      data: {
        athleteId: athlete('Ann').id,
        eventId: second.id,
        phoneNumber: ann.phone,
        source: 'qr',
      },
    });
    expect(tapped.status(), await tapped.text()).toBe(201);
    await flip(page, second, false);
    const active = (await api<TapInEvent[]>(coachContext, server.url, 'GET', '/api/events')).filter(
      (event) => event.active,
    );
    expect(active).toEqual([]);

    // The attendance page, its default range (the last 30 days) covering both occurrences.
    // Every check-in came after the start (the occurrences took place days ago): all late.
    //   Ann: expected 2, attended 2, late 2, rate 100%
    //   Ben: expected 2, attended 1, late 1, rate 50%  (below the 75% default)
    //   Cal: expected 2, attended 0, late 0, rate 0%   (below)
    await page.goto('/coach/attendance');
    await expect(page.getByRole('heading', { level: 1, name: a.title })).toBeVisible();
    await expect(page.getByText(a.summary(3, 2))).toBeVisible();
    const summary = page.getByRole('table', { name: a.viewSummary });
    const rowOf = (name: string) =>
      summary.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
    const expected = [
      ['Ann Aster', { rate: '100%', expected: 2, attended: 2, late: 2 }],
      ['Ben Birch', { rate: `${a.below}50%`, expected: 2, attended: 1, late: 1 }],
      ['Cal Cedar', { rate: `${a.below}0%`, expected: 2, attended: 0, late: 0 }],
    ] as const;
    for (const [name, figures] of expected) await expectSummaryRow(rowOf(name), figures);
    await expect(page.getByText(a.belowCount(2, 75))).toBeVisible();
    await expectNoA11yViolations(page, 'attendance, a season series');

    // The CSV: the same numbers, the days in this browser's zone.
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: a.downloadCsv }).click();
    const day = (iso: string) => csvDay(iso, ZONE);
    expect(await csvLines(await downloading)).toEqual([
      `First Name,Last Name,Team,Expected,Attended,Late,Rate (%),${NAME} (${day(first.date)}),${NAME} (${day(second.date)})`,
      `Ann,Aster,${TEAM},2,2,2,100,Came late,Came late`,
      `Ben,Birch,${TEAM},2,1,1,50,Came late,Missed`,
      `Cal,Cedar,${TEAM},2,0,0,0,Missed,Missed`,
    ]);
  } finally {
    for (const context of contexts) await context.close();
    await server.stop();
  }
});
