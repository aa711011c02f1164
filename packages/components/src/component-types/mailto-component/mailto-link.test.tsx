// @vitest-environment jsdom
// DOMPurify needs a complete DOM (happy-dom's lets scripts through): the sanitized caption and footer checks run in jsdom.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ProgramForm } from '../../program-form/program-form.tsx';
import type { ProgramDisplay } from '../../program-display.ts';
import { compileSample, sampleComponent } from '../../test-support/form-definitions.ts';
import { sampleProgram } from '../../test-support/sample-program.ts';
import { hasFooterMessage } from './mailto-link.tsx';

const compiled = compileSample([
  { ...sampleComponent('MailtoComponent', 1), displayName: 'Email Us' },
  sampleComponent('DigitalSignature', 2),
]);
const renderWith = (program: ProgramDisplay) =>
  render(<ProgramForm compiled={compiled} program={program} formData={{}} onChange={() => undefined} onSubmit={() => undefined} />);

afterEach(cleanup);

describe('MailtoComponent view', () => {
  it("links to the program's first contact email when the program has a footer message", () => {
    renderWith({
      ...sampleProgram,
      contacts: [
        ...sampleProgram.contacts,
        { contactId: 2, contactName: 'Sam Rivera', contactEmail: 'sam.rivera@example.org', officeNumber: null, mobileNumber: null },
      ],
    });
    const link = screen.getByRole('link', { name: /Email Us/ });
    expect(link.getAttribute('href')).toBe('mailto:jordan.lee@example.org');
    expect(link.textContent).toContain('jordan.lee@example.org');
  });

  it('shows nothing without a footer message, or without a contact', () => {
    renderWith({ ...sampleProgram, footerMessage: null });
    expect(screen.queryByRole('link', { name: /Email Us/ })).toBeNull();
    cleanup();
    renderWith({ ...sampleProgram, footerMessage: '<p><br></p>' });
    expect(screen.queryByRole('link', { name: /Email Us/ })).toBeNull();
    cleanup();
    renderWith({ ...sampleProgram, contacts: [] });
    expect(screen.queryByRole('link', { name: /Email Us/ })).toBeNull();
  });

  it('uses the component text as the link text when set', () => {
    const withText = compileSample([
      { ...sampleComponent('MailtoComponent', 1), componentText: 'Questions? Write to the football operations team' },
    ]);
    render(<ProgramForm compiled={withText} program={sampleProgram} formData={{}} onChange={() => undefined} onSubmit={() => undefined} />);
    expect(screen.getByRole('link', { name: /Questions\? Write to the football operations team/ }).getAttribute('href')).toBe(
      'mailto:jordan.lee@example.org',
    );
  });
});

describe('hasFooterMessage', () => {
  it('counts a message with text or an image, not an empty or script-only one', () => {
    expect(hasFooterMessage('<p>Questions? Write to us.</p>')).toBe(true);
    expect(hasFooterMessage('<p><img src="https://example.org/logo.png" alt="Logo"></p>')).toBe(true);
    expect(hasFooterMessage('<p> </p><p><br></p>')).toBe(false);
    expect(hasFooterMessage('<script>alert(1)</script>')).toBe(false);
    expect(hasFooterMessage('')).toBe(false);
    expect(hasFooterMessage(null)).toBe(false);
  });
});
