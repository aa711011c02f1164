import { expect, type Page } from '@playwright/test';

/** The body the public form posts to POST /api/events/{eventId}/responses. */
export interface SubmittedApplication {
  formVersionId: number;
  /** Answers keyed by component key (personalInformation, playerSegment, questions...). */
  answers: Record<string, Record<string, unknown>>;
}

/**
 * Clicks the (enabled) Submit button, waits for the confirmation screen
 * 'Your application has been submitted' (spec §2) and returns what the
 * browser posted, so a journey can check which answers were sent (e.g. that
 * a hidden branch's value was dropped).
 */
export async function submitApplication(page: Page): Promise<SubmittedApplication> {
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeEnabled();
  const posted = page.waitForRequest(
    (request) => request.method() === 'POST' && /\/api\/events\/\d+\/responses$/.test(new URL(request.url()).pathname),
  );
  await submit.click();
  const body = (await posted).postDataJSON() as SubmittedApplication;
  await expect(page.getByRole('heading', { name: 'Your application has been submitted' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  return body;
}
