import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { staffPage } from './support/staff-context.ts';

/**
 * Staff rich text is sanitized on save and shown through SafeHtml
 * (ARCHITECTURE.md §6): known XSS payloads saved through the settings API
 * run nowhere in Chromium: not on the public program page, not in the
 * settings form that loads them into the editors, not in the email HTML
 * (rendered raw as a mail client would, and in the dev mailbox).
 * Program 62 (/team-ownership-webinar) is used by no other journey.
 */
const programId = 62;
const programPath = 'team-ownership-webinar';
const canary = 'Rich text canary';

/** Each payload calls alert('xss:{name}') if it ever runs. */
const payloads: Record<string, string> = {
  script: `<script>alert('xss:script')</script>`,
  imgOnerror: `<img src="x" alt="Broken image" onerror="alert('xss:img')">`,
  svgScript: `<svg><script>alert('xss:svg-script')</script></svg>`,
  svgOnload: `<svg onload="alert('xss:svg-onload')"></svg>`,
  javascriptLink: `<a href="javascript:alert('xss:link')">Javascript link</a>`,
  entityLink: `<a href="&#106;avascript:alert('xss:entity-link')">Entity link</a>`,
  iframe: `<iframe srcdoc="<script>parent.alert('xss:iframe')</script>"></iframe>`,
  details: `<details open ontoggle="alert('xss:details')"><summary>Details</summary></details>`,
  mutation: `<math><mtext><table><mglyph><style><img src=x alt="Mutation" onerror="alert('xss:mxss')">`,
  form: `<form action="javascript:alert('xss:form')"><button>Go</button></form>`,
  style: `<p style="background-image:url(javascript:alert('xss:style'))">Styled</p>`,
  object: `<object data="javascript:alert('xss:object')"></object>`,
  autofocus: `<input autofocus onfocus="alert('xss:autofocus')">`,
  imageJavascript: `<img src="javascript:alert('xss:img-src')" alt="Image">`,
};
const richText = `<p>${canary}</p>${Object.values(payloads).join('')}`;

/** The alerts a page shows (none expected), dismissed as they come. */
function recordDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

/** Markup that could run script: event handler attributes, javascript: URLs, script-capable elements. */
function dangerousMarkup(html: string): string[] {
  const patterns = [
    /<script/i,
    /\son[a-z]+\s*=/i,
    /javascript:/i,
    /<iframe/i,
    /<object/i,
    /<embed/i,
    /srcdoc/i,
    /<form/i,
    /<svg/i,
    /<math/i,
    /<style/i,
  ];
  return patterns.filter((pattern) => pattern.test(html)).map(String);
}

/** What in the live page could run script: handler attributes, javascript: links, script elements outside the app's own. */
async function liveDangers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        if (/^on/i.test(attribute.name)) found.push(`${element.tagName} ${attribute.name}`);
        if (/^\s*javascript:/i.test(attribute.value)) found.push(`${element.tagName} ${attribute.name}=${attribute.value}`);
      }
      if (['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED'].includes(element.tagName)) found.push(element.tagName);
    }
    return found;
  });
}

test('XSS payloads in staff rich text run neither on the public page nor in the settings form nor in the email', async ({ browser }) => {
  test.setTimeout(120_000);
  const staff = await staffPage(browser, 'admin@huddle.test', `/app/admin/forms/${programId}`);
  const staffDialogs = recordDialogs(staff);

  const saved = await staff.request.put(`/api/admin/events/${programId}`, {
    data: { eventDescription: richText, footerMessage: richText, submissionMessage: richText, denyEmail: richText },
  });
  expect(saved.status()).toBe(200);
  const { program } = (await saved.json()) as { program: Record<string, string> };
  for (const field of ['eventDescription', 'footerMessage', 'submissionMessage', 'denyEmail']) {
    expect(program[field], field).toContain(canary);
    expect(dangerousMarkup(program[field] ?? ''), `${field} as stored`).toEqual([]);
  }

  // The public program page shows the description and footer through SafeHtml.
  const visitor = await browser.newContext();
  const publicPage = await visitor.newPage();
  const publicDialogs = recordDialogs(publicPage);
  await publicPage.goto(`/${programPath}`);
  await expect(publicPage.getByText(canary).first()).toBeVisible();
  await expect(publicPage.getByText(canary)).toHaveCount(2);
  for (const text of ['Javascript link', 'Entity link']) {
    const link = publicPage.getByText(text).first();
    if (await link.isVisible()) await link.click();
  }
  await publicPage.waitForTimeout(500);
  expect(await liveDangers(publicPage)).toEqual([]);
  expect(publicDialogs).toEqual([]);
  await expectNoAxeViolations(publicPage, 'public program page with sanitized rich text');
  await visitor.close();

  // The settings form loads the saved rich text into its editors.
  await staff.reload();
  await expect(staff.getByRole('textbox', { name: 'Program Description' })).toContainText(canary);
  await expect(staff.getByRole('textbox', { name: 'Deny Email' })).toContainText(canary);
  await staff.waitForTimeout(500);
  expect(staffDialogs).toEqual([]);

  // The deny email as sent: a test message through the outbox.
  const queued = await staff.request.post(`/api/admin/events/${programId}/send-test-email`, {
    data: { emailAddress: 'xss-check@huddle.test', messageType: 'denyEmail' },
  });
  expect(queued.status()).toBe(202);
  const mailbox = (await (await staff.request.get('/api/admin/dev-mailbox')).json()) as {
    messages: { id: number; to: string; html: string }[];
  };
  const email = mailbox.messages.find((message) => message.to === 'xss-check@huddle.test');
  expect(email, 'the test email in the outbox').toBeDefined();
  expect(email?.html).toContain(canary);
  expect(dangerousMarkup(email?.html ?? ''), 'email HTML').toEqual([]);

  // Rendered raw, as a mail client would show it.
  const mailClient = await browser.newContext();
  const rawEmail = await mailClient.newPage();
  const rawDialogs = recordDialogs(rawEmail);
  await rawEmail.setContent(email?.html ?? '', { waitUntil: 'load' });
  await rawEmail.waitForTimeout(500);
  expect(await liveDangers(rawEmail)).toEqual([]);
  expect(rawDialogs).toEqual([]);
  await mailClient.close();

  // And in the dev mailbox page, through SafeHtml.
  await staff.goto(`/app/dev/mailbox?message=${email?.id}`);
  await expect(staff.locator('.mailbox-message__body').getByText(canary)).toBeVisible();
  await staff.waitForTimeout(500);
  expect(await liveDangers(staff)).toEqual([]);
  expect(staffDialogs).toEqual([]);
  await staff.context().close();
});
