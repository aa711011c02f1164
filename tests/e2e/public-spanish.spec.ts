import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { newApplicant, type Applicant } from './support/applicant.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { applyToCoachesAcademy } from './support/coaches-academy.ts';
import { englishTextsOn, expectNoEnglishText } from './support/english-text-scan.ts';
import { levelSelectionPath, specProgramPaths } from './support/spec-paths.ts';
import { staffPage } from './support/staff-context.ts';

/**
 * The public portal in Spanish (spec §1, issue 19): `?currentLanguage=es`
 * (or `?lang=es`) switches every page the applicant meets; each shows no
 * text of the English catalogues (program content written by staff aside)
 * and passes axe, with `lang="es"` on the document and the 'English' switch.
 */

/** Checks the page is drawn in Spanish: document language, the switch back to English, no English catalogue text, no axe violation. */
async function expectSpanishPage(page: Page, label: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('button', { name: 'English', exact: true })).toBeVisible();
  await expectNoEnglishText(page);
  await expectNoAxeViolations(page, label);
}

test('a program form in Spanish: empty submit shows the Spanish popover and field errors, formats included', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/finance-webinar?currentLanguage=es');
  const submit = page.getByRole('button', { name: 'Enviar', exact: true });
  await expect(submit).toBeVisible();
  await expect(page.getByText('Nota: el botón Enviar no se activará hasta que se completen todos los campos obligatorios')).toBeVisible();

  // The inactive Submit (aria-disabled) still answers: pressing it shows every field's error.
  await submit.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Este campo es obligatorio.').first()).toBeVisible();

  // The seeded Spanish program texts name the component; its built-in fields speak Spanish too.
  const personal = page.getByRole('group', { name: 'Información personal' });
  await expect(personal.getByText('Formato: mm/dd/aaaa')).toBeVisible();
  await expect(personal.getByRole('combobox', { name: /^País/ })).toBeVisible();
  await personal.getByRole('textbox', { name: /^Fecha de nacimiento/ }).fill('1988-04-12');
  await personal.getByRole('textbox', { name: /^Teléfono principal/ }).fill('555-01');
  await personal.getByRole('textbox', { name: /^Código postal/ }).fill('1015');
  await personal.getByRole('textbox', { name: /^Ciudad/ }).click();
  const labels = await page
    .locator('.program-form__body label[id$="__label"], .program-form__body legend')
    .evaluateAll((elements) => elements.map((element) => (element.textContent ?? '').replace(/\s*\*\s*$/, '')));
  expect(labels).toEqual(expect.arrayContaining(['Nombre', 'Apellido', 'Dirección', 'Universidad']));
  expect(
    labels.filter((label) => ['First Name', 'Last Name', 'Address', 'Birth Date', 'College', 'Country', 'State'].includes(label)),
  ).toEqual([]);
  await expect(personal.getByText(/^Escriba la fecha con el formato mm\/dd\/aaaa \(mes\/día\/año\)/)).toBeVisible();
  await expect(personal.getByText(/^Escriba un número de teléfono de 10 dígitos/)).toBeVisible();
  await expect(personal.getByText(/^Escriba un código postal \(ZIP\) de EE\. UU\. de 5 dígitos/)).toBeVisible();

  // The popover of the inactive Submit lists what is missing, in Spanish.
  await submit.hover();
  await expect(page.getByText('Complete los siguientes campos:')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Campos obligatorios' })).toBeVisible();
  await expectSpanishPage(page, 'program form in Spanish after an empty submit');
});

test('the switch turns a page to Spanish, keeps typed answers and is remembered; ?lang=es works too', async ({ page }) => {
  await page.goto('/finance-webinar');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const group = page.getByRole('group', { name: /^(Personal Information|Información personal)$/ });
  await group.getByRole('textbox', { name: 'Last Name' }).fill('Tester');
  await page.getByRole('button', { name: 'Español', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Enviar', exact: true })).toBeVisible();
  await expect(group.getByRole('textbox', { name: 'Apellido' })).toHaveValue('Tester');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  await page.goto('/no-such-program');
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  await page.getByRole('button', { name: 'English', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

  await page.goto('/error?lang=es');
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
});

test('the scan finds an English interface text on a Spanish page, and leaves marked English and program content alone', async ({
  page,
}) => {
  await page.goto('/error?currentLanguage=es');
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  expect(await englishTextsOn(page)).toEqual([]);
  await page.locator('main').evaluate((main) => {
    const add = (text: string, attributes: Record<string, string>) => {
      const paragraph = document.createElement('p');
      paragraph.textContent = text;
      for (const [name, value] of Object.entries(attributes)) paragraph.setAttribute(name, value);
      main.append(paragraph);
    };
    add('Try again', {});
    add('Payment Received', { lang: 'en' });
    add('Pay Now', { 'data-content': '' });
  });
  expect(await englishTextsOn(page)).toEqual([expect.stringMatching(/^Try again \(in /)]);
});

test('the closed page, level selection and /error in Spanish', async ({ page, request }) => {
  test.setTimeout(90_000);
  const closedPath = await findClosedPath(request);
  await page.goto(`/${closedPath}?currentLanguage=es`);
  await expect(page.getByRole('heading', { name: 'El plazo de solicitud de este programa está cerrado' })).toBeVisible();
  await expectSpanishPage(page, 'closed program in Spanish');

  await page.goto(`/${levelSelectionPath}?currentLanguage=es`);
  await expect(page.getByRole('group', { name: 'Seleccione su experiencia como entrenador' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^De 0 a 4 años/ })).toBeVisible();
  await expectSpanishPage(page, 'level selection in Spanish');

  await page.goto('/no-such-program?currentLanguage=es');
  await expect(page).toHaveURL(/\/error$/);
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  await expectSpanishPage(page, 'error page in Spanish');
});

test('payment page, sandbox checkout and confirmation in Spanish, with Spanish dates and money', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const applicant = newApplicant('Lucia');
  await applyToCoachesAcademy(page, applicant);
  const paymentLink = await approveAndReadPaymentLink(browser, applicant);

  await page.goto(`${paymentLink}&currentLanguage=es`);
  await expect(page.getByRole('heading', { level: 1, name: 'Detalles del pago de Coaches Academy' })).toBeVisible();
  await expect(page.getByText('250,00\u00a0US$', { exact: true })).toBeVisible();
  await expect(page.getByText(/\d{1,2} de [a-z]+ de \d{4}/).first()).toBeVisible();
  await expectSpanishPage(page, 'payment page in Spanish');

  await page.getByRole('button', { name: 'Pagar ahora' }).click();
  await expect(page).toHaveURL(/\/payment\/sandbox\?session=/);
  await expect(page.getByRole('heading', { name: 'Pago de prueba' })).toBeVisible();
  await expectSpanishPage(page, 'sandbox checkout in Spanish');

  await page.getByRole('textbox', { name: 'Número de tarjeta' }).fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pagar', exact: true }).click();
  await expect(page).toHaveURL(/\/payment-complete\?registration=/);
  await expect(page.getByRole('heading', { name: 'Pago recibido' })).toBeVisible();
  await expectSpanishPage(page, 'payment confirmation in Spanish');
});

/** Approves the applicant in the back office, checks the detail names the application language, and reads the payment link of the acceptance email (dev mailbox). */
async function approveAndReadPaymentLink(browser: Parameters<typeof staffPage>[0], applicant: Applicant): Promise<string> {
  const staff = await staffPage(browser, 'admin@huddle.test', '/app/admin/programs/7/participants');
  const row = staff.getByRole('row').filter({ hasText: applicant.lastName });
  await row.getByRole('button', { name: 'Approve' }).click();
  await staff.getByRole('alertdialog', { name: 'Approve Participant' }).getByRole('button', { name: 'Yes' }).click();
  await expect(row).toContainText('APPROVED');
  // Staff see the language the applicant applied in (this one applied in English, then pays in Spanish).
  await row.getByRole('link', { name: 'Select' }).click();
  await expect(staff.getByText('Applied in English')).toBeVisible();
  await staff.goto('/app/dev/mailbox');
  const acceptance = staff
    .getByRole('table', { name: 'Messages' })
    .getByRole('row')
    .filter({ hasText: applicant.email })
    .filter({ hasText: 'accepted' });
  await expect(acceptance).toHaveCount(1);
  await acceptance.getByRole('link').first().click();
  const link = staff.getByRole('link', { name: 'Pay the program fee' });
  await expect(link).toHaveAttribute('href', /\/payment\?registration=[0-9a-f-]{36}$/);
  const href = (await link.getAttribute('href')) ?? '';
  await staff.context().close();
  return href;
}

async function findClosedPath(request: APIRequestContext): Promise<string> {
  for (const path of specProgramPaths) {
    const lookup = await (await request.get(`/api/public/paths/${path}`)).json();
    const program = await (await request.get(`/api/events/${lookup.programId}`)).json();
    if (program.isClosed) return path;
  }
  throw new Error('the seeded catalog has no closed program');
}
