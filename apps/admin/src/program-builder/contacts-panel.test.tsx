import type { Contact } from '@huddle/schemas';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test-support/render-with-i18n.tsx';
import { ContactsPanel } from './contacts-panel.tsx';
import { fakeBuilderApi } from '../test-support/fake-builder-api.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PROGRAM = 52;
const base = `/api/admin/events/${PROGRAM}/contacts`;

function contact(contactId: number): Contact {
  return {
    contactId,
    contactName: `Contact ${contactId}`,
    officeNumber: '2125550100',
    mobileNumber: null,
    contactEmail: `contact${contactId}@example.com`,
  };
}

function renderPanel({ canCreate = true, canEdit = true } = {}) {
  renderWithI18n(
    <Provider store={createStore()}>
      <ContactsPanel programId={PROGRAM} canCreate={canCreate} canEdit={canEdit} />
    </Provider>,
  );
  return userEvent.setup();
}

describe('ContactsPanel (spec §2 Program Contacts)', () => {
  it('shows 15 contacts per page with name, office number (spec §5 phone display), mobile number, email and delete', async () => {
    fakeBuilderApi({
      [`GET ${base}`]: () => ({ status: 200, body: { contacts: Array.from({ length: 17 }, (_, index) => contact(index + 1)) } }),
    });
    const user = renderPanel();
    const table = await screen.findByRole('table', { name: 'Program Contacts' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Office Number', 'Mobile Number', 'Email', 'Action']);
    expect(within(table).getAllByRole('row')).toHaveLength(16);
    expect(within(table).getAllByRole('row')[1]?.textContent).toContain('(212) 555-0100');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(within(screen.getByRole('table', { name: 'Program Contacts' })).getAllByRole('row')).toHaveLength(3);
  });

  it("says 'No Program Contacts' and disables add for staff who may not add (spec §6)", async () => {
    fakeBuilderApi({ [`GET ${base}`]: () => ({ status: 200, body: { contacts: [] } }) });
    renderPanel({ canCreate: false });
    expect(await screen.findByText('No Program Contacts')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Contact' }).hasAttribute('disabled')).toBe(true);
  });

  it("adds a contact in 'Create Contact' (Save needs name and email), showing the API's reasons and storing nothing on refusal", async () => {
    let refuse = true;
    const requests = fakeBuilderApi({
      [`GET ${base}`]: () => ({ status: 200, body: { contacts: [] } }),
      [`POST ${base}`]: (request) =>
        refuse
          ? {
              status: 422,
              body: {
                title: 'Invalid request',
                status: 422,
                detail: 'mobileNumber is not a phone number',
                invalid_params: [{ name: 'mobileNumber', reason: 'Not a US phone number' }],
              },
            }
          : { status: 201, body: { contact: { contactId: 9, ...(request.body as object) } } },
    });
    const user = renderPanel();
    await screen.findByText('No Program Contacts');
    await user.click(screen.getByRole('button', { name: 'Add Contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Contact' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Avery Jones');
    expect(save.hasAttribute('disabled')).toBe(true);
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'avery@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: 'Mobile Number' }), '12');
    await user.click(save);
    expect(await within(dialog).findByText('Not a US phone number')).toBeTruthy();
    expect(screen.getByText('No Program Contacts')).toBeTruthy();
    refuse = false;
    await user.clear(within(dialog).getByRole('textbox', { name: 'Mobile Number' }));
    await user.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.filter((request) => request.method === 'POST').at(-1)?.body).toEqual({
      contactName: 'Avery Jones',
      officeNumber: null,
      mobileNumber: null,
      contactEmail: 'avery@example.com',
    });
    expect(screen.getByRole('table', { name: 'Program Contacts' }).textContent).toContain('Avery Jones');
  });

  it('opens the edit modal from the name link, and deletes after confirmation', async () => {
    const requests = fakeBuilderApi({
      [`GET ${base}`]: () => ({ status: 200, body: { contacts: [contact(1), contact(2)] } }),
      [`PUT ${base}/1`]: (request) => ({ status: 200, body: { contact: { contactId: 1, ...(request.body as object) } } }),
      [`DELETE ${base}/2`]: () => ({ status: 204 }),
    });
    const user = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Contact 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Contact' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Jordan Lee');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('table', { name: 'Program Contacts' }).textContent).toContain('Jordan Lee'));
    await user.click(screen.getByRole('button', { name: 'Delete Contact 2' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.getByRole('table', { name: 'Program Contacts' }).textContent).not.toContain('Contact 2'));
    expect(requests.map((request) => request.method)).toEqual(['GET', 'PUT', 'DELETE']);
  });

  it('shows names as plain text without programs.edit', async () => {
    fakeBuilderApi({ [`GET ${base}`]: () => ({ status: 200, body: { contacts: [contact(1)] } }) });
    renderPanel({ canEdit: false });
    await screen.findByText('Contact 1');
    expect(screen.queryByRole('button', { name: 'Contact 1' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Contact 1' })).toBeNull();
  });
});
