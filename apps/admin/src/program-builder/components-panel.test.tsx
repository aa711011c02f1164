import type { AdminProgramComponent } from '@huddle/schemas';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test-support/render-with-i18n.tsx';
import { ComponentsPanel } from './components-panel.tsx';
import { fakeBuilderApi, registryComponentTypes } from '../test-support/fake-builder-api.ts';
import { programDraftAtom } from './program-draft-atoms.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PROGRAM = 31;
const base = `/api/admin/events/${PROGRAM}/components`;

function component(
  componentId: number,
  componentType: string,
  displayName: string,
  displayOrder: number,
  hasAdmin: boolean,
): AdminProgramComponent {
  return {
    componentId,
    componentType,
    componentKey: componentType.charAt(0).toLowerCase() + componentType.slice(1),
    displayName,
    displayOrder,
    componentText: null,
    configuration: {},
    section: 'Body',
    hasAdmin,
    available: true,
  };
}

const personal = component(11, 'PersonalInformation', 'Personal Information', 1, true);
const signature = component(12, 'DigitalSignature', 'Digital Signature', 2, false);

function renderPanel(components: AdminProgramComponent[], { canCreate = true, canEdit = true } = {}) {
  const store = createStore();
  store.set(programDraftAtom, {
    programId: PROGRAM,
    eventYear: 2026,
    fixedRole: null,
    display: {
      eventName: 'Career Tours',
      programDisplayName: null,
      startDate: null,
      endDate: null,
      applicationDueDate: null,
      eventDescription: null,
      footerMessage: null,
      headerGraphicPath: null,
      hideEventDates: false,
      social: { facebook: null, instagram: null, twitter: null },
      contacts: [],
    },
    components: [],
    questions: [],
  });
  const onFormChanged = vi.fn();
  renderWithI18n(
    <Provider store={store}>
      <ComponentsPanel programId={PROGRAM} canCreate={canCreate} canEdit={canEdit} onFormChanged={onFormChanged} />
    </Provider>,
  );
  return { store, onFormChanged, user: userEvent.setup() };
}

describe('ComponentsPanel (spec §2 Program Components)', () => {
  it("lists Name / Order / Action, asks to select a component, and says 'No Admin for this Component' for a type without configuration", async () => {
    fakeBuilderApi({
      [`GET ${base}`]: () => ({ status: 200, body: { components: [personal, signature] } }),
      'GET /api/admin/components': () => ({ status: 200, body: { components: registryComponentTypes() } }),
    });
    const { user } = renderPanel([personal, signature]);
    const table = await screen.findByRole('table', { name: 'Program Components' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Move', 'Name', 'Order', 'Action']);
    expect(screen.getByText('Please Select a Component')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Order of Personal Information' }) as HTMLInputElement).value).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Edit Digital Signature' }));
    expect(await screen.findByText('No Admin for this Component')).toBeTruthy();
  });

  it("shows 'No Components' for a form without components", async () => {
    fakeBuilderApi({
      [`GET ${base}`]: () => ({ status: 200, body: { components: [] } }),
      'GET /api/admin/components': () => ({ status: 200, body: { components: registryComponentTypes() } }),
    });
    renderPanel([]);
    expect(await screen.findByText('No Components')).toBeTruthy();
  });

  it('renders the configSchema with the form engine, puts each edit in the draft, and saves the configuration', async () => {
    const requests = fakeBuilderApi({
      [`GET ${base}`]: () => ({ status: 200, body: { components: [personal, signature] } }),
      'GET /api/admin/components': () => ({ status: 200, body: { components: registryComponentTypes() } }),
      [`PUT ${base}/11`]: (request) => ({
        status: 200,
        body: { component: { ...personal, configuration: (request.body as { configuration: object }).configuration } },
      }),
    });
    const { store, user, onFormChanged } = renderPanel([personal, signature]);
    await user.click(await screen.findByRole('button', { name: 'Personal Information' }));
    const shirtSize = await screen.findByRole('checkbox', { name: "Require men's shirt size" });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);
    await user.click(shirtSize);
    await waitFor(() =>
      expect(store.get(programDraftAtom)?.components.find((entry) => entry.componentId === 11)?.configuration).toMatchObject({
        requireShirtSize: true,
      }),
    );
    expect(store.get(programDraftAtom)?.components.map((entry) => entry.componentId)).toEqual([11, 12]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onFormChanged).toHaveBeenCalled());
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.body).toEqual({ configuration: { requireNumYearsPlayed: false, requireShirtSize: true } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true));
  });

  it('saves a typed order on Enter and shows the order the API answers', async () => {
    const requests = fakeBuilderApi({
      [`GET ${base}`]: () => ({ status: 200, body: { components: [personal, signature] } }),
      'GET /api/admin/components': () => ({ status: 200, body: { components: registryComponentTypes() } }),
      [`PUT ${base}/12/display-order/0`]: () => ({ status: 200, body: { components: [{ ...signature, displayOrder: 0 }, personal] } }),
    });
    const { user } = renderPanel([personal, signature]);
    const order = await screen.findByRole('textbox', { name: 'Order of Digital Signature' });
    await user.clear(order);
    await user.type(order, 'x');
    expect(order.getAttribute('aria-invalid')).toBe('true');
    await user.clear(order);
    await user.type(order, '0{Enter}');
    await waitFor(() =>
      expect(requests.some((request) => request.method === 'PUT' && request.path === `${base}/12/display-order/0`)).toBe(true),
    );
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: /^Move / }).map((handle) => handle.getAttribute('aria-label'))).toEqual([
        'Move Digital Signature',
        'Move Personal Information',
      ]),
    );
  });

  it("keeps 'New' disabled for staff who are not admins (spec §6)", async () => {
    fakeBuilderApi({
      [`GET ${base}`]: () => ({ status: 200, body: { components: [personal] } }),
      'GET /api/admin/components': () => ({ status: 200, body: { components: registryComponentTypes() } }),
    });
    renderPanel([personal], { canCreate: false });
    await screen.findByRole('table', { name: 'Program Components' });
    expect(screen.getByRole('button', { name: 'New' }).hasAttribute('disabled')).toBe(true);
  });

  it("toggles the ticked components on Save of 'Add Component'", async () => {
    const requests = fakeBuilderApi({
      [`GET ${base}`]: () => ({ status: 200, body: { components: [personal, signature] } }),
      'GET /api/admin/components': () => ({ status: 200, body: { components: registryComponentTypes() } }),
      [`POST ${base}`]: () => ({ status: 201, body: { component: component(13, 'FileUpload', 'File Upload', 3, true) } }),
      [`DELETE ${base}/12`]: () => ({ status: 204 }),
    });
    const { user, onFormChanged } = renderPanel([personal, signature]);
    await screen.findByRole('table', { name: 'Program Components' });
    await user.click(screen.getByRole('button', { name: 'New' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Component' });
    expect((within(dialog).getByRole('checkbox', { name: /^PersonalInformation/ }) as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    await user.click(within(dialog).getByRole('checkbox', { name: /^FileUpload/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /^DigitalSignature/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onFormChanged).toHaveBeenCalled());
    expect(
      requests
        .filter((request) => request.method !== 'GET')
        .map((request) => `${request.method} ${request.path} ${JSON.stringify(request.body ?? null)}`),
    ).toEqual([`POST ${base} {"componentType":"FileUpload"}`, `DELETE ${base}/12 null`]);
  });
});
