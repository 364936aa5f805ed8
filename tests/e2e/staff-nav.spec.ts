/**
 * The staff header on every staff screen (decision 032): on a desktop the page links stand
 * in the header, on a phone they fold behind the Menu button. Every screen is checked, since
 * a stylesheet that only some routes load once hid the desktop links on those routes alone.
 * (The coach guide is public and has the site header instead.)
 */
import { messages } from '#shared/messages.ts';
import { paths } from '#web/lib/paths.ts';
import { signInAsStaff } from './support/staff.ts';
import { expect, test } from './support/test.ts';

const t = messages.staffNav;

const screens = [
  paths.coach.dashboard.to(),
  paths.coach.tools.to(),
  paths.coach.roster.to(),
  paths.coach.attendance.to(),
  paths.admin.qr.to(),
  paths.admin.dashboard.to(),
];

for (const [width, height, name] of [
  [1280, 800, 'desktop'],
  [390, 844, 'phone'],
] as const) {
  test(`the staff header on a ${name}: page links in the header or behind Menu`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await signInAsStaff(page);
    for (const screen of screens) {
      await page.goto(screen);
      const header = page.getByRole('banner');
      const links = header.getByRole('navigation', { name: t.label });
      const menu = header.getByRole('button', { name: t.menu });
      if (name === 'desktop') {
        await expect(links, screen).toBeVisible();
        await expect(links.getByRole('link', { name: t.tools }), screen).toBeVisible();
        await expect(menu, screen).toBeHidden();
      } else {
        await expect(menu, screen).toBeVisible();
        await expect(links, screen).toBeHidden();
      }
    }
  });
}
