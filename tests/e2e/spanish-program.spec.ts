import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { newApplicant, type Applicant } from './support/applicant.ts';
import { staffPage } from './support/staff-context.ts';

/**
 * Issue 14.3: an applicant reads a seeded program (Finance Webinar, id 54) in
 * Spanish: its name, questions and option labels; the submission stores
 * the English option values and the confirmation email goes out in Spanish.
 * The language is chosen with `?lang=es` and, where the page offers it, the
 * 'Español' switch. Fields whose labels are interface texts (not the
 * program's) are found by their ids, so the journey holds in either language.
 */

const FINANCE_WEBINAR = 54;

/** Fills the PersonalInformation answers by field id (the labels are interface texts, translated elsewhere). */
async function fillPersonalInformationById(page: Page, applicant: Applicant): Promise<void> {
  const field = (name: string) => page.locator(`#root_personalInformation_${name}`);
  await field('firstName').fill(applicant.firstName);
  await field('lastName').fill(applicant.lastName);
  await field('emailAddress').fill(applicant.email);
  await field('birthDate').fill('04/12/1988');
  await field('primaryPhone').fill('(212) 555-0188');
  await field('address1').fill('345 Park Avenue');
  await field('city').fill('New York');
  await field('stateCode').selectOption({ label: 'Nueva York' });
  await field('postalCode').fill('10154');
  await field('college').fill('Rutgers University');
  await page.keyboard.press('Tab');
  await expect(field('college')).toHaveAttribute('aria-expanded', 'false');
}

test('a seeded program in Spanish: Spanish texts, Spanish confirmation email, English option values stored', async ({ page, browser }) => {
  const applicant = newApplicant('Lucia');
  await page.goto('/finance-webinar?lang=es');
  const spanishSwitch = page.getByRole('button', { name: 'Español' });
  if ((await spanishSwitch.count()) > 0) await spanishSwitch.click();

  await expect(page.getByRole('heading', { name: 'Seminario web de finanzas', level: 1 })).toBeVisible();
  await expect(page.getByText('Presupuesto, ahorro y planificación')).toBeVisible();
  const experience = page.getByRole('radiogroup', { name: /¿Cómo calificaría su experiencia con las finanzas personales\?/ });
  await expect(experience.getByText('Con experiencia', { exact: true })).toBeVisible();
  await expect(experience.getByText('Experienced', { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page, 'Spanish finance webinar form');

  await fillPersonalInformationById(page, applicant);
  await experience.getByText('Con experiencia', { exact: true }).click();
  await page
    .getByRole('textbox', { name: /¿Qué preguntas le gustaría que respondieran nuestros ponentes\?/ })
    .fill('¿Cómo planifico mis impuestos?');
  await page.locator('#root_digitalSignature_digitalSignature').fill(`${applicant.firstName} ${applicant.lastName}`);

  const submit = page.getByRole('button', { name: /^(Submit|Enviar)$/ });
  await expect(submit).toBeEnabled();
  const answered = page.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/api\/events\/54\/responses$/.test(new URL(response.url()).pathname),
  );
  await submit.click();
  const response = await answered;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({ language: 'es' });
  const { registrationId } = (await response.json()) as { registrationId: number };
  await expect(page.getByText('Estos son sus próximos pasos')).toBeVisible();

  const staff = await staffPage(browser, 'admin@huddle.test', '/app/dev/mailbox');
  const messages = staff.getByRole('table', { name: 'Messages' });
  const confirmation = messages.getByRole('row').filter({ hasText: applicant.email }).filter({ hasText: 'solicitud recibida' });
  await expect(confirmation).toHaveCount(1);
  await confirmation.getByRole('link').first().click();
  await expect(staff.getByText('Gracias por presentar su solicitud a')).toBeVisible();

  const detail = await staff.request.get(`/api/events/${FINANCE_WEBINAR}/people/${registrationId}`);
  expect(detail.status()).toBe(200);
  const { answers } = (await detail.json()) as { answers: { questions: Record<string, unknown> } };
  expect(Object.values(answers.questions)).toContain('Experienced');
  expect(Object.values(answers.questions)).not.toContain('Con experiencia');
  await staff.context().close();
});
