import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { staffPage } from './support/staff-context.ts';

/** spec §6 side menu: which groups and builder entries each role family sees. */
const menus: { email: string; groups: string[]; builders: string[] }[] = [
  {
    email: 'admin@huddle.test',
    groups: ['NFL Programs', 'Legends Directory', 'Football Ops'],
    builders: ['Program Builder', 'Form Builder', 'Form Builder'],
  },
  { email: 'nfl-admin@huddle.test', groups: ['NFL Programs'], builders: ['Program Builder'] },
  { email: 'nfl-user@huddle.test', groups: ['NFL Programs'], builders: [] },
  { email: 'legends-admin@huddle.test', groups: ['Legends Directory'], builders: ['Form Builder'] },
  { email: 'legends-user@huddle.test', groups: ['Legends Directory'], builders: [] },
  { email: 'fops-admin@huddle.test', groups: ['Football Ops'], builders: ['Form Builder'] },
  { email: 'club-user@huddle.test', groups: [], builders: [] },
];

for (const menu of menus) {
  test(`${menu.email} sees exactly their side menu`, async ({ browser }) => {
    const page = await staffPage(browser, menu.email);
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    for (const group of ['NFL Programs', 'Legends Directory', 'Football Ops']) {
      await expect(nav.getByRole('group', { name: group }), `${menu.email}: ${group}`).toHaveCount(menu.groups.includes(group) ? 1 : 0);
    }
    await expect(nav.getByRole('link', { name: /Builder$/ })).toHaveCount(menu.builders.length);
    await page.context().close();
  });
}

test('an NFL programs user sees participants but no decision buttons; an approver sees them', async ({ browser }) => {
  const user = await staffPage(browser, 'nfl-user@huddle.test', '/app/admin/programs');
  await user.getByRole('link', { name: 'Coaches Academy', exact: true }).click();
  await expect(user.getByRole('heading', { name: 'Coaches Academy Participants' })).toBeVisible();
  await expect(user.getByRole('table', { name: 'Participants' })).toBeVisible();
  await expect(user.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(user.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await user.context().close();

  const approver = await staffPage(browser, 'nfl-approver@huddle.test', '/app/admin/programs/7/participants');
  await expect(approver.getByRole('heading', { name: 'Coaches Academy Participants' })).toBeVisible();
  await expectNoAxeViolations(approver, 'participants list (approver)');
  await approver.context().close();
});

test('a Legends user is refused an NFL program by the server', async ({ browser }) => {
  const page = await staffPage(browser, 'legends-user@huddle.test');
  const response = await page.request.get('/api/events/7/people');
  expect(response.status()).toBe(403);
  expect(response.headers()['content-type']).toContain('application/problem+json');
  await page.context().close();
});

test('the back office switches to Spanish and remembers it', async ({ browser }) => {
  const page = await staffPage(browser, 'admin@huddle.test', '/app/admin/programs');
  await expect(page.getByRole('heading', { name: 'Please Select Program' })).toBeVisible();
  await page.getByRole('button', { name: /Language/ }).click();
  await page.getByRole('option', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { name: 'Seleccione un programa' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(await page.evaluate(() => localStorage.getItem('currentLanguage'))).toBe('es');
  await expectNoAxeViolations(page, 'program picker in Spanish');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Seleccione un programa' })).toBeVisible();
  await page.context().close();
});
