import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { newApplicant, type Applicant } from './support/applicant.ts';
import { applyToCoachesAcademy } from './support/coaches-academy.ts';
import { englishTextsOn, expectNoEnglishText } from './support/english-text-scan.ts';
import { DEMO_PASSWORD } from './support/staff.ts';

/**
 * The back office in Spanish (spec §1, issue 19): a staff member who chose
 * Español signs in on a Spanish sign-in page and meets no text of the English
 * catalogues on any back-office page (dashboard, programs, builder with its
 * live preview and settings, participants list and detail, Create Question and
 * refund modals, mailbox, Legends), with axe clean, at 1280x720 and 390x844.
 * Dates and money follow Spanish conventions. A coaches academy applicant
 * (approved, fee paid in the sandbox checkout) gives the participant pages and
 * the refund modal something to show.
 */

// One journey visits every back-office page at two widths with axe and the text scan: minutes, not seconds.
test.describe.configure({ timeout: 480_000 });

const sizes = [
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
] as const;

/**
 * 'Analytics' is an answer choice staff wrote (program content, shown as
 * written in the builder's live preview and the participant detail). It
 * equals a back-office message, so the scan would report it; only it may
 * stay English there. The built-in components' own texts are Spanish.
 */
const formComponentTexts = ['Analytics'];

/** The coaches academy (program 7): acceptance required, then a $250 program fee. */
const participantsPath = '/app/admin/programs/7/participants';

/** A context whose back office is in Spanish (localStorage currentLanguage, spec §1), signed in through the Spanish sign-in page. */
async function spanishStaffPage(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: sizes[0] });
  await context.addInitScript(() => window.localStorage.setItem('currentLanguage', 'es'));
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión en Huddle', level: 1 })).toBeVisible();
  await checkPage(page, 'the sign-in page');
  await page.getByLabel('Correo electrónico').fill('admin@huddle.test');
  await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(new RegExp(path.replace(/[/.]/g, '\\$&')));
  return page;
}

/** The Spanish scan and axe on the page as it is, at each size in turn (ends at 1280x720). */
async function checkPage(page: Page, label: string, allow: string[] = []): Promise<void> {
  for (const size of [...sizes].reverse()) {
    await test.step(`${label} at ${size.width}px`, async () => {
      await page.setViewportSize(size);
      await expectNoEnglishText(page, { allow });
      await expectNoAxeViolations(page, `${label} at ${size.width}px`);
    });
  }
}

/** Approves the applicant from the Spanish participants list and pays the fee through the acceptance email's link. */
async function approveAndPay(staff: Page, applicantPage: Page, applicant: Applicant): Promise<void> {
  const row = staff.getByRole('row').filter({ hasText: applicant.lastName });
  await row.getByRole('button', { name: 'Aprobar' }).click();
  await staff.getByRole('alertdialog', { name: 'Aprobar participante' }).getByRole('button', { name: 'Sí' }).click();
  await expect(row).toContainText('APROBADO');
  await staff.goto('/app/dev/mailbox');
  const acceptance = staff.getByRole('row').filter({ hasText: applicant.email }).filter({ hasText: 'accepted' });
  await acceptance.getByRole('link').first().click();
  const link = staff.getByRole('link', { name: 'Pay the program fee' });
  await expect(link).toHaveAttribute('href', /\/payment\?registration=/);
  await applicantPage.goto((await link.getAttribute('href')) ?? '');
  await applicantPage.getByRole('button', { name: 'Pay Now' }).click();
  await applicantPage.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await applicantPage.getByRole('button', { name: 'Pay' }).click();
  await expect(applicantPage).toHaveURL(/\/payment-complete\?registration=/);
}

test('the back office in Spanish shows no English interface text and passes axe', async ({ page: applicantPage, browser }) => {
  const applicant = newApplicant('Sofia');
  await applyToCoachesAcademy(applicantPage, applicant);

  const staff = await spanishStaffPage(browser, '/app/dashboards/analytics');
  await expect(staff.getByRole('heading', { name: 'Analítica', level: 1 })).toBeVisible();
  await checkPage(staff, 'the dashboard');

  await staff.goto('/app/admin/programs');
  await expect(staff.getByRole('heading', { name: 'Seleccione un programa' })).toBeVisible();
  await checkPage(staff, 'the programs list');
  await staff.goto('/app/admin/forms');
  await expect(staff.getByRole('table').getByRole('link').first()).toBeVisible();
  await checkPage(staff, 'the programs to edit');

  // The builder of the coaches academy: settings (with the fee hint), components, questions and the live preview.
  await staff.goto('/app/admin/forms/7');
  const questions = staff.getByRole('region', { name: 'Preguntas del programa' });
  await expect(questions.getByRole('row').nth(1)).toBeVisible();
  await expect(staff.getByText('0,00 a 99.999,00')).toBeVisible();
  // Question texts are program content written in English: marked as such.
  await expect(questions.locator('td [data-content][lang="en"]').first()).toBeVisible();
  await checkPage(staff, 'the builder', formComponentTexts);
  await staff.setViewportSize(sizes[1]);
  await staff.getByRole('button', { name: 'Mostrar vista previa' }).click();
  await expect(staff.getByRole('complementary').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectNoEnglishText(staff, { allow: formComponentTexts });
  await staff.setViewportSize(sizes[0]);
  await questions.getByRole('button', { name: 'Nuevo', exact: true }).click();
  const createQuestion = staff.getByRole('dialog', { name: 'Crear pregunta' });
  await expect(createQuestion).toBeVisible();
  await checkPage(staff, 'the Create Question modal (over the builder)', formComponentTexts);
  await staff.keyboard.press('Escape');
  await expect(createQuestion).toHaveCount(0);

  await staff.goto(participantsPath);
  await expect(staff.getByRole('row').filter({ hasText: applicant.lastName })).toBeVisible();
  await approveAndPay(staff, applicantPage, applicant);
  await staff.goto(participantsPath);
  const row = staff.getByRole('row').filter({ hasText: applicant.lastName });
  await expect(row.getByRole('button', { name: 'Reembolsar' })).toBeVisible();
  await expect(row).toContainText('PAGADO');
  // Submitted today: day before month in Spanish.
  await expect(row).toContainText(new Intl.DateTimeFormat('es', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date()));
  await checkPage(staff, 'the participants list');
  await row.getByRole('button', { name: 'Reembolsar' }).click();
  const refund = staff.getByRole('dialog', { name: 'Reembolsar pago' });
  await expect(refund).toBeVisible();
  // REFUND must be typed as is (spec §5): the label says so and marks the word as English.
  await expect(refund.getByRole('textbox', { name: 'Escriba REFUND para confirmar' })).toBeVisible();
  await expect(refund.locator('[lang="en"]', { hasText: 'REFUND' })).toBeVisible();
  await checkPage(staff, 'the refund modal');
  await refund.getByRole('button', { name: 'Cancelar' }).click();
  await expect(refund).toHaveCount(0);

  await row.getByRole('link').first().click();
  await expect(staff.getByRole('heading', { name: 'Detalle del participante', level: 1 })).toBeVisible();
  await expect(staff.getByText('250,00 US$').first()).toBeVisible();
  await checkPage(staff, 'the participant detail', formComponentTexts);

  await staff.goto('/app/dev/mailbox');
  await staff.getByRole('region', { name: 'Tabla de mensajes' }).getByRole('link').first().click();
  await expect(staff).toHaveURL(/message=\d+/);
  await checkPage(staff, 'the mailbox');

  await staff.goto('/app/nfllegends/legends');
  await expect(staff.getByRole('heading', { name: 'Leyendas', level: 1 })).toBeVisible();
  await checkPage(staff, 'the Legends list');
  await staff.getByRole('main').getByRole('table').getByRole('link').first().click();
  await expect(staff).toHaveURL(/\/nfllegends\/legends\/\d+/);
  await expect(staff.getByRole('heading', { level: 1 })).toBeVisible();
  await checkPage(staff, 'a Legend');
  await staff.context().close();
});

test('the Spanish scan reports English catalogue texts and skips marked English and program content', async ({ page }) => {
  await page.setContent(`<html lang="es"><body>
    <h1>Aprobar participante</h1>
    <button>Approve</button>
    <p aria-label="Refund Payment">Reembolsar pago</p>
    <p>Edit Tryouts</p>
    <p lang="en">Type <span>REFUND</span> to confirm</p>
    <p data-content="">Cancel</p>
    <p hidden>Close</p>
  </body></html>`);
  expect(await englishTextsOn(page)).toEqual(['Approve (in button)', 'Edit Tryouts (in p)', 'Refund Payment (in p)']);
  expect(await englishTextsOn(page, ['Approve', 'Refund Payment', 'Edit Tryouts'])).toEqual([]);
});
