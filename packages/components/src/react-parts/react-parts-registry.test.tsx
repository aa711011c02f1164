import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { CompiledComponent } from '@huddle/form-engine';
import { componentTypeFolder, displayComponentView, formReactPartTypes } from './react-parts-registry.ts';
import type { ProgramDisplay } from '../program-display.ts';
import { loadFormMessages } from '../i18n/form-messages.ts';
import { sampleProgram } from '../test-support/sample-program.ts';
import { compileSample, sampleComponent } from '../test-support/form-definitions.ts';
import { sampleContactListQuestion } from '../test-support/sample-contact-list-question.ts';
import { resumeUploadComponent } from '../test-support/sample-file-upload.ts';
import type { ComponentReactParts } from './component-react-parts.ts';

afterEach(cleanup);

const placed = (componentType: string): CompiledComponent => ({
  componentId: 1,
  componentType,
  componentKey: componentType.toLowerCase(),
  displayName: componentType,
  componentText: null,
  configuration: {},
  available: true,
  hasAnswers: false,
});

function renderView(componentType: string, program: ProgramDisplay) {
  const View = displayComponentView(componentType);
  if (!View) throw new Error(`no view for ${componentType}`);
  return render(<View component={placed(componentType)} program={program} />);
}

describe('display component views', () => {
  it("EventDescription shows the name, description and dates as 'MMMM D, YYYY'", () => {
    renderView('EventDescription', sampleProgram);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('NFL Coaches Academy 2026');
    expect(screen.getByText('June 1, 2026 - June 3, 2026')).toBeTruthy();
    expect(screen.getByText('May 15, 2026')).toBeTruthy();
    expect(screen.getByText('coaching career').tagName).toBe('STRONG');
  });

  it('EventDescription leaves the dates out when the program hides them', () => {
    renderView('EventDescription', { ...sampleProgram, hideEventDates: true });
    expect(screen.queryByText('June 1, 2026 - June 3, 2026')).toBeNull();
    expect(screen.queryByText('May 15, 2026')).toBeNull();
  });

  it('Banner shows the header graphic only when there is one', () => {
    const { container, unmount } = renderView('Banner', sampleProgram);
    expect(container.querySelector('img')).toBeNull();
    unmount();
    renderView('Banner', { ...sampleProgram, headerGraphicPath: '/uploads/header.png' });
    expect(screen.getByRole('img', { name: 'NFL Coaches Academy 2026' }).getAttribute('src')).toBe('/uploads/header.png');
  });

  it('Footer shows contacts with mailto links and only http(s) social links', () => {
    renderView('Footer', { ...sampleProgram, social: { facebook: 'facebook.com/nfl', instagram: 'javascript:alert(1)', twitter: null } });
    expect(screen.getByText('Jordan Lee')).toBeTruthy();
    expect(screen.getByText('Office: (212) 555-0100')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Facebook/ }).getAttribute('href')).toBe('https://facebook.com/nfl');
    expect(screen.queryByRole('link', { name: /Instagram/ })).toBeNull();
  });

  it('Footer labels its contacts in the interface language (issue 19.1)', async () => {
    const [english, spanish] = await Promise.all([loadFormMessages('en'), loadFormMessages('es')]);
    i18n.load({ en: english, es: spanish });
    act(() => i18n.activate('es'));
    try {
      renderView('Footer', sampleProgram);
      expect(screen.getByRole('heading', { name: 'Contactos' })).toBeTruthy();
      expect(screen.getByText('Oficina: (212) 555-0100')).toBeTruthy();
      expect(screen.queryByText(/Office|Contacts/)).toBeNull();
    } finally {
      act(() => i18n.activate('en'));
    }
  });
});

describe('loading the React parts of the types a form has', () => {
  it('finds each type folder from its registry name', () => {
    expect(componentTypeFolder('FOPSCompanyInformation')).toBe('fops-company-information');
    expect(componentTypeFolder('PlayerDbInfo')).toBe('player-db-info');
    expect(componentTypeFolder('NCAAExperience')).toBe('ncaa-experience');
    expect(componentTypeFolder('Banner')).toBe('banner');
  });

  it('names every react-parts module after the folder it is loaded from', () => {
    const modules = import.meta.glob<{ reactParts: ComponentReactParts }>('../component-types/*/react-parts.ts', { eager: true });
    for (const [path, module] of Object.entries(modules)) {
      expect(`../component-types/${componentTypeFolder(module.reactParts.name)}/react-parts.ts`).toBe(path);
    }
  });

  it("needs the form's component types and the types of the custom fields its questions use", () => {
    const compiled = compileSample(
      [
        sampleComponent('Banner', 1),
        sampleComponent('PersonalInformation', 2),
        resumeUploadComponent,
        sampleComponent('QuestionsComponent', 4),
      ],
      [sampleContactListQuestion],
    );
    const types = formReactPartTypes(compiled);
    expect([...types].sort()).toEqual(['Banner', 'ContactListQuestion', 'FileUpload', 'PersonalInformation', 'QuestionsComponent']);
    expect(formReactPartTypes(compiled)).toBe(types);
  });
});
