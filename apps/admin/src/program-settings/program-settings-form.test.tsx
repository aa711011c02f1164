// @vitest-environment jsdom
// The rich text fields sanitize with DOMPurify, which needs a complete DOM: this file runs in jsdom.
import { authUserFlags, permissionsOf, type AdminProgramResponse, type ProgramSettingsField, type Role } from '@huddle/schemas';
import { legendsAdminFields } from '@huddle/program-rules';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { programDraftAtom } from '../program-builder/program-draft-atoms.ts';
import { currentUserAtom } from '../session/current-user-atom.ts';
import { renderWithI18n } from '../test-support/render-with-i18n.tsx';
import { ProgramSettingsForm } from './program-settings-form.tsx';
import { sampleAdminProgram, sampleAdminProgramResponse } from './sample-admin-program.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The spec §6 Legends subset, as the API sends it in editableFields for a Legends admin (checked against the spec in @huddle/program-rules). */
const legendsSubset: ProgramSettingsField[] = [...legendsAdminFields];

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' },
  });
}

function renderForm(
  roles: Role[],
  response: AdminProgramResponse = sampleAdminProgramResponse(),
  answer: (request: Request) => Response = () => json(response),
) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const address = new URL(request.url);
      const text = await request.clone().text();
      calls.push({ url: address.pathname + address.search, method: request.method, body: text === '' ? undefined : JSON.parse(text) });
      return answer(request);
    }),
  );
  const store = createStore();
  store.set(currentUserAtom, {
    id: 1,
    email: 'staff@huddle.test',
    displayName: 'Staff',
    roles,
    permissions: permissionsOf(roles),
    flags: authUserFlags(roles),
  });
  renderWithI18n(
    <Provider store={store}>
      <ProgramSettingsForm initial={response} />
    </Provider>,
  );
  return { calls, store, user: userEvent.setup() };
}

const saveButton = () => screen.getByRole('button', { name: 'Save' });

describe('ProgramSettingsForm (spec §4 program settings form)', () => {
  it('loads the values on entry and shows an admin every field, legal disclaimer included, with Save enabled', () => {
    renderForm(['admin']);
    expect(screen.getByRole('textbox', { name: 'Program Name' })).toHaveProperty('value', 'Chess Event');
    expect(screen.getByRole('textbox', { name: 'Program Year' })).toHaveProperty('value', '2026');
    expect(screen.getByRole('checkbox', { name: 'Show Legal Disclaimer' })).toBeDefined();
    expect(screen.getByRole('textbox', { name: 'Legal Disclaimer Message' })).toBeDefined();
    expect(screen.getByRole('textbox', { name: 'Program Fee' })).toHaveProperty('value', '0.00');
    expect(saveButton()).toHaveProperty('disabled', false);
  });

  it('shows a Legends admin only the fields flagged for it (spec §6)', () => {
    renderForm(['legends', 'legends-admin'], { ...sampleAdminProgramResponse(), editableFields: legendsSubset });
    expect(screen.getByRole('textbox', { name: 'Program Name' })).toBeDefined();
    expect(screen.getByRole('checkbox', { name: 'Applications Require Approval' })).toBeDefined();
    expect(screen.getByRole('textbox', { name: 'Approval Email' })).toBeDefined();
    for (const hidden of ['Program Fee', 'Program Year', 'Program Description', 'Legal Disclaimer Message'])
      expect(screen.queryByRole('textbox', { name: hidden })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Require Program Fee' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upload Header Graphic' })).toBeNull();
    expect(saveButton()).toHaveProperty('disabled', false);
  });

  it('disables Save for roles other than admin, Legends admin and football ops admin, and hides the legal disclaimer from them', () => {
    const { showLegalDisclaimer: _shown, legalDisclaimerMessage: _message, ...program } = sampleAdminProgram();
    renderForm(['nfl-programs', 'nfl-programs-admin'], { program, editableFields: [] });
    expect(saveButton()).toHaveProperty('disabled', true);
    expect(screen.queryByRole('checkbox', { name: 'Show Legal Disclaimer' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Program Name' })).toHaveProperty('disabled', true);
  });

  it('unticking Show Facebook Link clears and disables the Facebook Address; the form is marked changed', async () => {
    const { user } = renderForm(['admin']);
    const address = screen.getByRole('textbox', { name: 'Facebook Address' });
    expect(address).toHaveProperty('value', 'https://facebook.example/chess');
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Show Facebook Link' }));
    expect(address).toHaveProperty('value', '');
    expect(address).toHaveProperty('disabled', true);
    expect(screen.getByText('Unsaved changes')).toBeDefined();
  });

  it('requiring a fee with approval offers Include Payment Link in the approval email only, ticked with [PAYMENT LINK]', async () => {
    const { user } = renderForm(['admin']);
    const fee = screen.getByRole('textbox', { name: 'Program Fee' });
    expect(fee).toHaveProperty('disabled', true);
    expect(screen.queryByRole('checkbox', { name: 'Include Payment Link' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Require Program Fee' }));
    expect(fee).toHaveProperty('disabled', false);
    const approval = screen.getByRole('group', { name: 'Approval Email' });
    expect(within(approval).getByRole('checkbox', { name: 'Include Payment Link' })).toHaveProperty('checked', true);
    expect(
      within(screen.getByRole('group', { name: 'Submission Confirmation Email' })).queryByRole('checkbox', {
        name: 'Include Payment Link',
      }),
    ).toBeNull();
    await waitFor(() =>
      expect(within(approval).getByRole('textbox', { name: 'Approval Email' }).textContent).toBe('[PAYMENT LINK]You are in.'),
    );
    await user.click(within(approval).getByRole('checkbox', { name: 'Include Payment Link' }));
    await waitFor(() => expect(within(approval).getByRole('textbox', { name: 'Approval Email' }).textContent).toBe('You are in.'));
  });

  it('reformats the fee with grouping and 2 decimals and refuses more than 99999', async () => {
    const { user, calls } = renderForm(['admin']);
    await user.click(screen.getByRole('checkbox', { name: 'Require Program Fee' }));
    const fee = screen.getByRole('textbox', { name: 'Program Fee' });
    await user.clear(fee);
    await user.type(fee, '1250.5');
    await user.tab();
    expect(fee).toHaveProperty('value', '1,250.50');
    await user.clear(fee);
    await user.type(fee, '100000');
    await user.click(saveButton());
    expect(screen.getByText('Enter a fee of up to 5 digits with at most 2 decimals, e.g. 1,250.00.')).toBeDefined();
    expect(screen.getByRole('alert').textContent).toBe('Please correct the fields marked before saving.');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('refuses a name without a letter, digit, hyphen or comma, or with markup characters, saving nothing', async () => {
    const { user, calls } = renderForm(['admin']);
    const name = screen.getByRole('textbox', { name: 'Program Name' });
    const refusal =
      "Use letters, digits, spaces and . , : ; ' ’ ( ) & / ! ? # + _ - only, with at least one letter, digit, hyphen or comma.";
    for (const typed of ['...', 'Chess <b>=1']) {
      await user.clear(name);
      await user.type(name, typed);
      expect(screen.getByText(refusal)).toBeDefined();
      await user.click(saveButton());
    }
    expect(calls).toEqual([]);
  });

  it('asks through Program Year Conflict Notification on a league-year conflict: Cancel saves nothing, Continue saves', async () => {
    const saved = sampleAdminProgramResponse({ eventYear: 2025 });
    const { user, calls } = renderForm(['admin'], sampleAdminProgramResponse(), () => json(saved));
    const year = screen.getByRole('textbox', { name: 'Program Year' });
    await user.clear(year);
    await user.type(year, '2025');
    await user.click(saveButton());
    const modal = await screen.findByRole('alertdialog', { name: 'Program Year Conflict Notification' });
    expect(modal.textContent).toContain(
      'Program start and/or end date falls into next league year. Please update the program year to 2026-2027.',
    );
    expect(modal.textContent).toContain('Click Continue to save or Cancel.');
    await user.click(within(modal).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls).toEqual([]);

    await user.click(saveButton());
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Continue' }));
    await screen.findByText('Program settings saved.');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      url: '/api/admin/events/41',
      method: 'PUT',
      body: expect.objectContaining({ eventYear: 2025, eventName: 'Chess Event' }),
    });
    expect(Object.keys(calls[0]?.body as object)).not.toContain('headerGraphicPath');
    expect(screen.queryByText('Unsaved changes')).toBeNull();
  });

  it('names an end date before the start date in the conflict modal', async () => {
    const { user } = renderForm(['admin'], sampleAdminProgramResponse({ endDate: '2026-06-01' }));
    await user.click(saveButton());
    const modal = await screen.findByRole('alertdialog', { name: 'Program Year Conflict Notification' });
    expect(modal.textContent).toContain('Invalid program end date. Program end date must be greater then or equal to program start date');
  });

  it("shows the API's refusal and the field it names", async () => {
    const problem = {
      title: 'Invalid request',
      status: 422,
      detail: 'The settings are invalid.',
      invalid_params: [{ name: 'eventName', reason: 'is already used by another program' }],
    };
    const { user } = renderForm(['admin'], sampleAdminProgramResponse(), () => json(problem, 422));
    await user.click(saveButton());
    expect((await screen.findByRole('alert')).textContent).toBe('The settings were not saved: The settings are invalid.');
    expect(screen.getByText('is already used by another program')).toBeDefined();
  });

  it('writes the display values into the program draft as they are typed', async () => {
    const { user, store } = renderForm(['admin']);
    await waitFor(() => expect(store.get(programDraftAtom)?.display.eventName).toBe('Chess Event'));
    await user.type(screen.getByRole('textbox', { name: 'Program Name' }), ' Night');
    expect(store.get(programDraftAtom)).toMatchObject({
      programId: 41,
      eventYear: 2026,
      display: { eventName: 'Chess Event Night', social: { facebook: 'https://facebook.example/chess' } },
    });
    await user.click(screen.getByRole('checkbox', { name: 'Show Facebook Link' }));
    expect(store.get(programDraftAtom)?.display.social.facebook).toBeNull();
  });
});

describe("'Send Test Message' (spec §5)", () => {
  it('stays disabled until an address is typed, then queues the test through the API', async () => {
    const { user, calls } = renderForm(['admin'], sampleAdminProgramResponse(), () =>
      json({ emailAddress: 'me@huddle.test', messageType: 'denyEmail', subject: '[TEST] Sorry' }, 202),
    );
    const group = screen.getByRole('group', { name: 'Test message of Deny Email' });
    const send = within(group).getByRole('button', { name: 'Send Test Message' });
    expect(send).toHaveProperty('disabled', true);
    const address = within(group).getByRole('textbox', { name: 'Test Email Address' });
    expect(address.getAttribute('name')).toBe('denyEmail_test_email');
    await user.type(address, 'me@huddle.test');
    expect(send).toHaveProperty('disabled', false);
    await user.click(send);
    expect(await within(group).findByText('Test message queued for me@huddle.test.')).toBeDefined();
    expect(calls).toEqual([
      { url: '/api/admin/events/41/send-test-email', method: 'POST', body: { emailAddress: 'me@huddle.test', messageType: 'denyEmail' } },
    ]);
  });
});
