import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { newApplicant } from './support/applicant.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { applyToLegendsDirectory } from './support/legends-application.ts';
import { expectNoPageOverflow } from './support/page-overflow.ts';
import { staffPage } from './support/staff-context.ts';

/**
 * Every back-office page at a laptop (1280x720), a desktop (1440x900), a
 * phone (390x844) and a narrow phone (320x640, WCAG 1.4.10 reflow) window
 * (issue 13 'Laptop and phone widths', issue 19 'Reflow'): no sideways
 * page scrolling (wide tables scroll inside their own labelled, focusable
 * region), no axe violations, and each page's main actions visible and clickable (a trial click: in view,
 * enabled and not covered by anything, e.g. by the builder's live preview).
 * Each page loads once and is checked at the three sizes in turn (the
 * layout follows the window). One Legends Directory application gives the
 * participant, Legend and mailbox pages something to show.
 */

const sizes = [
  { width: 1280, height: 720 },
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
  { width: 320, height: 640 },
] as const;

/** One back-office page: where, what shows it has loaded, and its main actions. */
interface BackOfficePage {
  path: string;
  ready: (page: Page) => Locator;
  actions: (page: Page) => Locator[];
}

/** The back-office addresses of the application made in beforeAll. */
interface Addresses {
  participantDetail: string;
  participantEdit: string;
  legend: string;
  mailboxMessage: string;
}

// Applies once through the whole Legends form (slow on a busy machine), then visits every page.
test.describe.configure({ timeout: 480_000 });

const applicant = newApplicant('Riley');
const legendName = `${applicant.firstName} ${applicant.lastName}`;
const company = { name: `Two Minute Drill ${applicant.lastName}`, industry: 'Construction', stateName: 'Ohio', city: 'Columbus' };
let addresses: Addresses;

async function findAddresses(browser: Browser): Promise<Addresses> {
  const staff = await staffPage(browser, 'admin@huddle.test', '/app/nfllegends/programs/2/participants');
  await staff.getByRole('row').filter({ hasText: applicant.lastName }).getByRole('link').first().click();
  await expect(staff.getByRole('heading', { name: 'Participant Detail', level: 1 })).toBeVisible();
  const participantDetail = new URL(staff.url()).pathname;
  await staff.goto(`/app/nfllegends/legends?search=${encodeURIComponent(company.name)}`);
  await staff.getByRole('link', { name: legendName }).click();
  await expect(staff.getByRole('heading', { name: legendName, level: 1 })).toBeVisible();
  const legend = new URL(staff.url()).pathname;
  await staff.goto('/app/dev/mailbox');
  await staff.getByRole('region', { name: 'Messages table' }).getByRole('link').first().click();
  await expect(staff).toHaveURL(/message=\d+/);
  const mailboxMessage = `${new URL(staff.url()).pathname}${new URL(staff.url()).search}`;
  await staff.context().close();
  return {
    participantDetail,
    participantEdit: participantDetail.replace('participant-detail', 'participant-edit'),
    legend,
    mailboxMessage,
  };
}

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  await applyToLegendsDirectory(await context.newPage(), applicant, company);
  await context.close();
  addresses = await findAddresses(browser);
});

/** Trial-clicks each action: Playwright's actionability checks (visible, stable, enabled, receives the pointer). */
async function expectClickable(actions: readonly Locator[]): Promise<void> {
  for (const action of actions) await action.click({ trial: true, timeout: 10_000 });
}

/** The Form Builder's editing actions: settings, components, questions and contacts. */
function builderActions(page: Page): Locator[] {
  const components = page.getByRole('region', { name: 'Program Components' });
  const questions = page.getByRole('region', { name: 'Program Questions' });
  const settings = page.getByRole('region', { name: 'Program Settings' });
  return [
    settings.getByRole('button', { name: 'Save', exact: true }),
    settings.getByRole('link', { name: /^Preview/ }),
    components.getByRole('button', { name: 'New', exact: true }),
    components.getByRole('button', { name: /^Edit / }).last(),
    questions.getByRole('button', { name: 'New', exact: true }),
    questions.getByRole('button', { name: /^Edit / }).last(),
    questions.getByRole('button', { name: /^Delete / }).last(),
    page.getByRole('button', { name: 'Add Contact' }),
  ];
}

/** The live preview: beside the editor on a laptop or wider, else behind 'Show preview' (aria-expanded) and then no overlap either. */
async function checkLivePreview(page: Page, width: number): Promise<void> {
  const preview = page.getByRole('heading', { name: 'Live Preview' });
  const toggle = page.getByRole('button', { name: 'Show preview' });
  if (width >= 1280) {
    await expect(preview).toBeVisible();
    await expect(toggle).toHaveCount(0);
    return;
  }
  await expect(preview).toHaveCount(0);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  const hide = page.getByRole('button', { name: 'Hide preview' });
  await expect(hide).toHaveAttribute('aria-expanded', 'true');
  await expect(
    page.getByRole('complementary', { name: 'Live preview' }).getByRole('heading', { name: 'Gym and Fitness Webinar' }),
  ).toBeVisible();
  await expectNoPageOverflow(page, 'the builder with the preview shown');
  await expectClickable(builderActions(page));
  await hide.click();
  await expect(preview).toHaveCount(0);
}

/**
 * Every element that scrolls sideways inside the page (a wide table's region)
 * can be reached and named: a tab stop (tabindex=0) with a role and a label,
 * so keyboard users can scroll it (WCAG 1.4.10, 2.1.1).
 */
async function expectScrollRegionsLabelled(page: Page, where: string): Promise<void> {
  const unlabelled = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('main *'))
      .filter((element) => {
        const overflow = getComputedStyle(element).overflowX;
        return (overflow === 'auto' || overflow === 'scroll') && element.scrollWidth > element.clientWidth + 1;
      })
      .filter(
        (element) =>
          element.tabIndex < 0 ||
          !element.getAttribute('role') ||
          !(element.getAttribute('aria-label') ?? element.getAttribute('aria-labelledby')),
      )
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]}`),
  );
  expect(unlabelled, `${where}: sideways scrolling parts without a label or a tab stop`).toEqual([]);
}

function backOfficePages(): BackOfficePage[] {
  return [
    {
      path: '/app/dashboards/analytics',
      ready: (p) => p.getByRole('heading', { name: 'Analytics', level: 1 }),
      actions: (p) => [p.getByRole('button', { name: /League Year/ })],
    },
    {
      path: '/app/admin/programs',
      ready: (p) => p.getByRole('heading', { name: 'Please Select Program' }),
      actions: (p) => [p.getByRole('table', { name: 'Programs' }).getByRole('link').first()],
    },
    {
      path: '/app/admin/forms',
      ready: (p) => p.getByRole('heading', { name: 'Please Select Program to Edit' }),
      actions: (p) => [p.getByRole('table', { name: 'Programs to edit' }).getByRole('link').first()],
    },
    {
      path: '/app/admin/forms/70',
      ready: (p) => p.getByRole('region', { name: 'Program Questions' }).getByRole('row').nth(1),
      actions: builderActions,
    },
    {
      path: '/app/nfllegends/forms/2',
      ready: (p) => p.getByRole('region', { name: 'Program Components' }).getByRole('row').nth(1),
      actions: (p) => [
        p.getByRole('region', { name: 'Program Settings' }).getByRole('button', { name: 'Save', exact: true }),
        p.getByRole('region', { name: 'Program Components' }).getByRole('button', { name: 'New', exact: true }),
        p
          .getByRole('region', { name: 'Program Components' })
          .getByRole('button', { name: /^Edit / })
          .last(),
      ],
    },
    {
      path: '/app/nfllegends/programs/2/participants',
      ready: (p) => p.getByRole('row').filter({ hasText: applicant.lastName }),
      actions: (p) => [
        p.getByRole('search', { name: 'Participant filters' }).getByRole('button', { name: 'Search', exact: true }),
        p.getByRole('row').filter({ hasText: applicant.lastName }).getByRole('button', { name: 'Approve' }),
      ],
    },
    {
      path: addresses.participantDetail,
      ready: (p) => p.getByRole('heading', { name: 'Participant Detail', level: 1 }),
      actions: (p) => [
        p.getByRole('link', { name: 'Edit', exact: true }),
        p.getByRole('group', { name: 'Participant actions' }).getByRole('button', { name: 'Approve' }),
      ],
    },
    {
      path: addresses.participantEdit,
      ready: (p) => p.getByRole('heading', { name: /^Edit / }),
      actions: (p) => [p.getByRole('button', { name: /^(Save|Submit)/ }).last()],
    },
    {
      path: `/app/nfllegends/legends?search=${encodeURIComponent(company.name)}`,
      ready: (p) => p.getByRole('heading', { name: 'Legends', level: 1 }),
      actions: (p) => [
        p.getByRole('search', { name: 'Find Legends' }).getByRole('button', { name: 'Search', exact: true }),
        p.getByRole('link', { name: legendName }),
      ],
    },
    {
      path: addresses.legend,
      ready: (p) => p.getByRole('heading', { name: legendName, level: 1 }),
      actions: (p) => [
        p.getByRole('textbox', { name: 'New note' }),
        p.getByRole('region', { name: 'Documents' }).getByLabel(/^Document/),
        p.getByRole('link', { name: 'Back to Legends' }),
      ],
    },
    {
      path: addresses.mailboxMessage,
      ready: (p) => p.getByRole('heading', { name: 'Dev Mailbox', level: 1 }),
      actions: (p) => [p.getByRole('region', { name: 'Messages table' }).getByRole('link').first()],
    },
    {
      path: `/app/gogo/start/${encodeURIComponent(applicant.lastName)}`,
      ready: (p) => p.getByRole('heading', { level: 1 }),
      actions: (p) => [p.getByRole('searchbox').first()],
    },
  ];
}

test('every back-office page works at 1280x720, 1440x900, 390x844 and 320x640', async ({ browser }) => {
  const page = await staffPage(browser, 'admin@huddle.test', '/app/dashboards/analytics', sizes[0]);
  for (const backOfficePage of backOfficePages()) {
    await page.setViewportSize(sizes[0]);
    await page.goto(backOfficePage.path);
    await expect(backOfficePage.ready(page)).toBeVisible();
    for (const size of sizes) {
      await test.step(`${backOfficePage.path} at ${size.width}x${size.height}`, async () => {
        await page.setViewportSize(size);
        await expect(backOfficePage.ready(page)).toBeVisible();
        await expectNoPageOverflow(page, `${backOfficePage.path} at ${size.width}px`);
        await expectScrollRegionsLabelled(page, `${backOfficePage.path} at ${size.width}px`);
        await expectNoAxeViolations(page, `${backOfficePage.path} at ${size.width}x${size.height}`);
        await expectClickable([page.getByRole('button', { name: 'Menu' }), ...backOfficePage.actions(page)]);
        if (backOfficePage.path === '/app/admin/forms/70') await checkLivePreview(page, size.width);
      });
    }
  }
  await page.context().close();
});
