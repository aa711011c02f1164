import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { compileForm } from '@huddle/form-engine';
import { componentRegistry } from '@huddle/components/definitions';
import type { ProgramComponent } from '@huddle/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../api/create-query-client.ts';
import type { PublicProgram } from '../api/public-types.ts';
import { jsonResponse, stubPaymentApi } from '../test-support/fake-payment-api.ts';
import { loadPlayerPreload as loadThroughCache, programSearch } from './player-preload.ts';
import { ProgramPage } from './program-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const component = (componentType: string, componentKey: string, displayName: string, displayOrder: number): ProgramComponent => ({
  componentId: displayOrder,
  componentType,
  componentKey,
  displayName,
  displayOrder,
  configuration: {},
});

/** An open program whose form has PlayerDbInfo (and a signature), or only the signature. */
function program(withPlayerDbInfo: boolean): PublicProgram {
  const components = [
    ...(withPlayerDbInfo ? [component('PlayerDbInfo', 'playerDbInfo', 'Player Database Information', 1)] : []),
    component('DigitalSignature', 'digitalSignature', 'Digital Signature', 2),
  ];
  const compiled = compileForm({ eventId: 2, eventYear: 2026, fixedRole: null, components, questions: [] }, componentRegistry);
  return {
    eventId: 2,
    eventName: 'NFL Legends Directory',
    programDisplayName: 'NFL Legends Business Directory',
    eventYear: 2026,
    family: 'legends-directory',
    fixedRole: null,
    startDate: '2026-04-01',
    endDate: '2027-03-31',
    applicationDueDate: '2027-03-31',
    eventDescription: '',
    footerMessage: '',
    submissionMessage: '',
    eventClosedMessage: '',
    legalDisclaimerMessage: '',
    headerGraphicPath: null,
    activeEvent: true,
    isClosed: false,
    hideEventDates: false,
    showLegalDisclaimer: false,
    applicationsRequiresAccept: true,
    requireProgramFee: false,
    programFee: 0,
    social: { facebook: null, instagram: null, twitter: null },
    contacts: [],
    formVersion: { id: 9, contentHash: 'hash', compiled, validatorUrl: '/api/form-validators/none.js' },
  } as PublicProgram;
}

/** Loads a preload through a fresh query cache, so every call asks the (stubbed) API. */
const loadPlayerPreload = (program: PublicProgram, playerId: number | undefined) =>
  loadThroughCache(createQueryClient(), program, playerId);

const player = { playerId: 100001, firstName: 'Marcus', lastName: 'Bell', college: 'Ohio State' };

describe('?p= player preload (spec §2)', () => {
  it('reads p as a positive whole number only', () => {
    expect(programSearch({ p: '100001' })).toEqual({ p: 100001 });
    expect(programSearch({ p: 100001 })).toEqual({ p: 100001 });
    for (const p of ['0', '-3', '1.5', 'abc', '', '99999999999', undefined]) expect(programSearch({ p })).toEqual({});
  });

  it('asks nothing without p or when the form has no PlayerDbInfo', async () => {
    const sent = stubPaymentApi(() => jsonResponse(200, { player, playerAlreadyEnrolled: false }));
    expect(await loadPlayerPreload(program(true), undefined)).toBeNull();
    expect(await loadPlayerPreload(program(false), 100001)).toBeNull();
    expect(sent).toEqual([]);
  });

  it('an unknown player starts an empty form; other failures are thrown', async () => {
    stubPaymentApi(() => jsonResponse(404, { title: 'Not Found', status: 404 }));
    expect(await loadPlayerPreload(program(true), 999999)).toBeNull();
    stubPaymentApi(() => jsonResponse(500, { title: 'Internal Server Error', status: 500 }));
    await expect(loadPlayerPreload(program(true), 100001)).rejects.toThrow('Internal Server Error');
  });

  it("shows 'Thank you for enrolling in {event}.' instead of the form for a player already enrolled", async () => {
    const sent = stubPaymentApi(() => jsonResponse(200, { player, playerAlreadyEnrolled: true }));
    const preload = await loadPlayerPreload(program(true), 100001);
    expect(sent.map((request) => request.url)).toEqual(['/api/events/2/player-info?p=100001']);
    render(<ProgramPage title="NFL Legends Directory" program={program(true)} playerPreload={preload} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for enrolling in NFL Legends Business Directory.' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it("starts the form with the player's names and college, locked", async () => {
    stubPaymentApi(() => jsonResponse(200, { player, playerAlreadyEnrolled: false }));
    const preload = await loadPlayerPreload(program(true), 100001);
    expect(preload).toEqual({
      kind: 'form',
      initialData: { playerDbInfo: player },
      lockedFields: new Set([
        'playerDbInfo.playerId',
        'playerDbInfo.birthDate',
        'playerDbInfo.firstName',
        'playerDbInfo.lastName',
        'playerDbInfo.college',
      ]),
    });
    render(<ProgramPage title="NFL Legends Directory" program={program(true)} playerPreload={preload} />);
    const firstName = (await screen.findByRole('textbox', { name: /First Name/ }, { timeout: 5000 })) as HTMLInputElement;
    expect(firstName.value).toBe('Marcus');
    expect(firstName.disabled).toBe(true);
    expect((screen.getByRole('combobox', { name: /College/ }) as HTMLInputElement).value).toBe('Ohio State');
    expect(screen.queryByRole('combobox', { name: 'Player Database Search' })).toBeNull();
    await waitFor(() => expect(screen.getByText('Supplied by the player database.')).toBeTruthy());
  });
});
