import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { compileForm } from '@huddle/form-engine';
import { componentRegistry } from '@huddle/components/definitions';
import type { ProgramComponent } from '@huddle/schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicProgram } from '../../api/public-types.ts';
import { jsonResponse, stubPaymentApi } from '../../test-support/fake-payment-api.ts';
import { ProgramApplication } from '../program-application.tsx';
import { clearLocalDrafts, localDraftKey, readLocalDraft, writeLocalDraft } from './local-draft-store.ts';
import { restoreDraft } from './restore-draft.ts';
import { storableAnswers } from './storable-answers.ts';

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

const signature: ProgramComponent = {
  componentId: 2,
  componentType: 'DigitalSignature',
  componentKey: 'digitalSignature',
  displayName: 'Digital Signature',
  displayOrder: 2,
  configuration: {},
};
const compiled = compileForm({ eventId: 29, eventYear: 2026, fixedRole: null, components: [signature], questions: [] }, componentRegistry);
const personal: ProgramComponent = {
  ...signature,
  componentId: 3,
  componentType: 'PersonalInformation',
  componentKey: 'personalInformation',
};
/** A form whose renderer fills a default in (the country) before anyone types. */
const withPersonal = compileForm(
  { eventId: 29, eventYear: 2026, fixedRole: null, components: [personal, signature], questions: [] },
  componentRegistry,
);

function program(formVersionId = 9): PublicProgram {
  return {
    eventId: 29,
    eventName: "NFL Women's Community",
    programDisplayName: '',
    eventYear: 2026,
    family: 'nfl-programs',
    fixedRole: null,
    startDate: '2026-04-01',
    endDate: '2027-03-31',
    applicationDueDate: '2027-03-31',
    eventDescription: '',
    footerMessage: '',
    submissionMessage: '<p>Thanks</p>',
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
    formVersion: { id: formVersionId, contentHash: 'hash', compiled, validatorUrl: '/api/form-validators/none.js' },
  } as PublicProgram;
}

describe('answers kept on this device', () => {
  it('keeps plain answers and upload references, never files', () => {
    const file = new File(['%PDF'], 'cv.pdf');
    expect(
      storableAnswers({
        fileUpload: { FILE_UPLOAD_0: { uploadId: 'u-1', fileName: 'cv_1.pdf' }, FILE_UPLOAD_1: file },
        person: { name: 'Ann', age: 30, agreed: true, note: null, gone: undefined, nan: Number.NaN, list: ['a', file] },
      }),
    ).toEqual({
      fileUpload: { FILE_UPLOAD_0: { uploadId: 'u-1', fileName: 'cv_1.pdf' } },
      person: { name: 'Ann', age: 30, agreed: true, note: null, list: ['a'] },
    });
  });

  it('keys drafts per path and form version, falls back to an older version, and replaces it on write', () => {
    writeLocalDraft('Coaches-Academy', { formVersionId: 3, answers: { a: { x: '1' } } }, new Date('2026-11-01T00:00:00Z'));
    expect(window.localStorage.getItem(localDraftKey('coaches-academy', 3))).not.toBeNull();
    expect(readLocalDraft('coaches-academy', 4)).toMatchObject({ formVersionId: 3, answers: { a: { x: '1' } } });
    expect(readLocalDraft('other-path', 3)).toBeNull();

    writeLocalDraft('coaches-academy', { formVersionId: 4, answers: { a: { x: '2' } }, serverToken: 'T'.repeat(43) });
    expect(window.localStorage.getItem(localDraftKey('coaches-academy', 3))).toBeNull();
    expect(readLocalDraft('coaches-academy', 4)).toMatchObject({
      formVersionId: 4,
      answers: { a: { x: '2' } },
      serverToken: 'T'.repeat(43),
    });

    window.localStorage.setItem(localDraftKey('coaches-academy', 5), '{not json');
    expect(readLocalDraft('coaches-academy', 5)?.formVersionId).toBe(4);
    clearLocalDrafts('coaches-academy');
    expect(window.localStorage.length).toBe(0);
  });

  it('restores a link draft before a device draft, fits an older version and lays a player preload over it', () => {
    const local = { formVersionId: 9, answers: { digitalSignature: { digitalSignature: 'Device' } }, savedAt: '2026-11-01T00:00:00Z' };
    expect(restoreDraft({ compiled, formVersionId: 9, resumed: null, local })).toEqual({
      answers: local.answers,
      notice: { source: 'device', formChanged: false },
    });
    const resumed = {
      token: 'T'.repeat(43),
      formVersionId: 8,
      answers: { digitalSignature: { digitalSignature: 'Link' }, removed: { a: '1' } },
    };
    expect(restoreDraft({ compiled, formVersionId: 9, resumed, local, preload: { playerDbInfo: { playerId: 1 } } })).toEqual({
      answers: { digitalSignature: { digitalSignature: 'Link' }, playerDbInfo: { playerId: 1 } },
      notice: { source: 'link', formChanged: true },
      serverToken: 'T'.repeat(43),
    });
    expect(
      restoreDraft({
        compiled,
        formVersionId: 9,
        resumed: null,
        local: { ...local, answers: { digitalSignature: { digitalSignature: ' ' } } },
      }),
    ).toEqual({
      answers: {},
      notice: null,
    });
  });

  it('restores nothing from a draft that holds only what the form fills in (a visit that typed nothing)', () => {
    const filledIn = { personalInformation: { country: 'United States of America' }, digitalSignature: {} };
    const local = { formVersionId: 9, answers: filledIn, savedAt: '2026-11-01T00:00:00Z' };
    expect(restoreDraft({ compiled: withPersonal, formVersionId: 9, resumed: null, local })).toEqual({ answers: {}, notice: null });
    const typed = { ...local, answers: { ...filledIn, personalInformation: { country: 'United States of America', firstName: 'Jo' } } };
    expect(restoreDraft({ compiled: withPersonal, formVersionId: 9, resumed: null, local: typed }).notice).toEqual({
      source: 'device',
      formChanged: false,
    });
  });
});

describe('ProgramApplication with a kept draft', () => {
  it('restores the answers with a notice; Start over clears them from the form and the device', async () => {
    stubPaymentApi(() => new Response(null, { status: 204 }));
    writeLocalDraft('nfl-womens-community', { formVersionId: 9, answers: { digitalSignature: { digitalSignature: 'Ann Lee' } } });
    render(<ProgramApplication program={program()} programPath="nfl-womens-community" />);
    const field = (await screen.findByRole('textbox', { name: /Digital Signature/ }, { timeout: 5000 })) as HTMLInputElement;
    expect(field.value).toBe('Ann Lee');
    expect(screen.getByText(/We restored the answers/).textContent).toContain('We restored the answers you entered on this device.');

    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    await waitFor(() => expect((screen.getByRole('textbox', { name: /Digital Signature/ }) as HTMLInputElement).value).toBe(''));
    expect(screen.queryByText(/We restored the answers/)).toBeNull();
    expect(readLocalDraft('nfl-womens-community', 9)).toBeNull();
  });

  it('says the form changed for a draft of another version, and forgets the draft after a submit', async () => {
    const sent = stubPaymentApi((request) =>
      request.url.endsWith('/responses')
        ? jsonResponse(201, { registrationId: 5, status: 8, statusName: 'Submitted', submissionMessage: '<p>Thanks</p>' })
        : new Response(null, { status: 204 }),
    );
    writeLocalDraft('nfl-womens-community', { formVersionId: 7, answers: { digitalSignature: { digitalSignature: 'Ann Lee' } } });
    render(<ProgramApplication program={program(9)} programPath="nfl-womens-community" />);
    await screen.findByRole('textbox', { name: /Digital Signature/ }, { timeout: 5000 });
    expect(screen.getByText(/We restored the answers/).textContent).toContain('The form has changed since then');

    const submit = screen.getByRole('button', { name: 'Submit' });
    await waitFor(() => expect(submit.hasAttribute('disabled') || submit.getAttribute('aria-disabled') === 'true').toBe(false));
    fireEvent.click(submit);
    await screen.findByRole('heading', { name: 'Your application has been submitted' });
    expect(sent.find((request) => request.url.endsWith('/responses'))?.body).toMatchObject({
      formVersionId: 9,
      answers: { digitalSignature: { digitalSignature: 'Ann Lee' } },
    });
    expect(readLocalDraft('nfl-womens-community', 9)).toBeNull();
    expect(readLocalDraft('nfl-womens-community', 7)).toBeNull();
    expect(sent.filter((request) => request.url === '/api/events/29/funnel').map((request) => request.body)).toEqual([{ step: 'opened' }]);
  });

  it('saves to finish later with an email address, keeps the token, and submits with it', async () => {
    const token = 'K'.repeat(43);
    const sent = stubPaymentApi((request) => {
      if (request.url === '/api/events/29/drafts') return jsonResponse(201, { token, expiresAt: '2026-12-21T12:00:00.000Z' });
      if (request.url.endsWith('/responses'))
        return jsonResponse(201, { registrationId: 6, status: 8, statusName: 'Submitted', submissionMessage: '' });
      return new Response(null, { status: 204 });
    });
    render(<ProgramApplication program={program()} programPath="nfl-womens-community" />);
    const field = await screen.findByRole('textbox', { name: /Digital Signature/ }, { timeout: 5000 });
    fireEvent.change(field, { target: { value: 'Ann Lee' } });

    fireEvent.click(screen.getByRole('button', { name: 'Save and finish later' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Email address for the link' }), { target: { value: 'ann@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Email me a link' }));
    await screen.findByText(/Saved\. We emailed a link to ann@example\.com/);
    expect(sent.find((request) => request.url === '/api/events/29/drafts')?.body).toEqual({
      formVersionId: 9,
      answers: { digitalSignature: { digitalSignature: 'Ann Lee' } },
      email: 'ann@example.com',
      programPath: 'nfl-womens-community',
    });
    expect(readLocalDraft('nfl-womens-community', 9)?.serverToken).toBe(token);
    expect(sent.filter((request) => request.url === '/api/events/29/funnel').map((request) => request.body)).toEqual([
      { step: 'opened' },
      { step: 'started' },
    ]);

    const submit = screen.getByRole('button', { name: 'Submit' });
    await waitFor(() => expect(submit.hasAttribute('disabled') || submit.getAttribute('aria-disabled') === 'true').toBe(false));
    fireEvent.click(submit);
    await screen.findByRole('heading', { name: 'Your application has been submitted' });
    expect(sent.find((request) => request.url.endsWith('/responses'))?.body).toMatchObject({ draftToken: token });
  });

  it('restores a player chosen from the player database with its fields locked, as chosen', async () => {
    stubPaymentApi(() => new Response(null, { status: 204 }));
    const playerDbInfo: ProgramComponent = {
      ...signature,
      componentId: 1,
      componentType: 'PlayerDbInfo',
      componentKey: 'playerDbInfo',
      displayName: 'Player Database Information',
      displayOrder: 1,
    };
    const withPlayer = compileForm(
      { eventId: 29, eventYear: 2026, fixedRole: null, components: [playerDbInfo, signature], questions: [] },
      componentRegistry,
    );
    const base = program();
    writeLocalDraft('nfl-womens-community', {
      formVersionId: 9,
      answers: { playerDbInfo: { playerId: 100001, firstName: 'Marcus', lastName: 'Bell', college: 'Ohio State' } },
    });
    render(
      <ProgramApplication
        program={{ ...base, formVersion: { ...base.formVersion, compiled: withPlayer } }}
        programPath="nfl-womens-community"
      />,
    );
    const firstName = (await screen.findByRole('textbox', { name: /First Name/ }, { timeout: 5000 })) as HTMLInputElement;
    expect(firstName.value).toBe('Marcus');
    expect(firstName.disabled).toBe(true);
    expect(screen.getByText(/We restored the answers/)).toBeTruthy();
  });

  it('counts the form started when the applicant types, not when it fills its defaults in; a visit that typed nothing restores nothing', async () => {
    const sent = stubPaymentApi(() => new Response(null, { status: 204 }));
    const base = program();
    const opened = { ...base, formVersion: { ...base.formVersion, compiled: withPersonal } };
    const view = render(<ProgramApplication program={opened} programPath="nfl-womens-community" />);
    const firstName = await screen.findByRole('textbox', { name: /First Name/ }, { timeout: 5000 });
    await waitFor(() =>
      expect(readLocalDraft('nfl-womens-community', 9)?.answers).toMatchObject({
        personalInformation: { country: 'United States of America' },
      }),
    );
    const funnelSteps = () => sent.filter((request) => request.url === '/api/events/29/funnel').map((request) => request.body);
    // The defaults were reported (and kept) before this: a 'started' step would have been marked sent with them.
    expect(window.sessionStorage.getItem('huddle.funnel:29:started')).toBeNull();
    view.unmount();
    render(<ProgramApplication program={opened} programPath="nfl-womens-community" />);
    await screen.findByRole('textbox', { name: /First Name/ }, { timeout: 5000 });
    expect(screen.queryByText(/We restored the answers/)).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: /First Name/ }), { target: { value: 'Ann' } });
    await waitFor(() => expect(funnelSteps()).toEqual([{ step: 'opened' }, { step: 'started' }]));
    expect(firstName.isConnected).toBe(false);
  });
});
