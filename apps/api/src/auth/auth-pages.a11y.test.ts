// @vitest-environment happy-dom
import axe from 'axe-core';
import { raw } from 'hono/html';
import { describe, expect, it } from 'vitest';
import { renderAuthPage, renderMessagePage } from './auth-page.ts';
import { renderSignInPage, SIGN_IN_ERROR } from './dev-identity-pages.ts';

/** Loads the page into the test document and runs axe (colour contrast needs layout, left to the browser journeys). */
async function scan(page: string) {
  document.open();
  document.write(page);
  document.close();
  return axe.run(document, { rules: { 'color-contrast': { enabled: false } } });
}

describe('sign-in pages pass an axe scan', () => {
  it.each([
    ['the sign-in form', () => renderSignInPage({ action: '/oidc/interaction/abc/login' })],
    [
      'the sign-in form with its error',
      () => renderSignInPage({ action: '/oidc/interaction/abc/login', email: 'a@huddle.test', error: SIGN_IN_ERROR }),
    ],
    [
      'the Spanish sign-in form with its language switch',
      () =>
        renderSignInPage({
          action: '/oidc/interaction/abc/login',
          language: 'es',
          languageHref: (language) => `/oidc/interaction/abc?lang=${language}`,
        }),
    ],
    [
      'a message page',
      () => renderMessagePage('No access', 'Your account has no access to Huddle.', { href: '/login', text: 'Sign in again' }),
    ],
  ])('%s', async (_name, render) => {
    const results = await scan(await render());
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    const passed = results.passes.map((rule) => rule.id);
    expect(passed).toEqual(expect.arrayContaining(['html-has-lang', 'document-title', 'landmark-one-main', 'page-has-heading-one']));
  });

  it('the sign-in form labels its inputs', async () => {
    const results = await scan(await renderSignInPage({ action: '/x' }));
    expect(results.passes.map((rule) => rule.id)).toEqual(expect.arrayContaining(['label', 'button-name']));
    expect(document.querySelector('label[for="email"]')?.textContent).toBe('Email');
    expect(document.querySelector('label[for="password"]')?.textContent).toBe('Password');
    expect(document.querySelector('button[type="submit"]')?.textContent).toBe('Sign in');
  });

  it('the Spanish sign-in form is in Spanish and offers English in English', async () => {
    await scan(await renderSignInPage({ action: '/x', language: 'es', languageHref: (language) => `/y?lang=${language}` }));
    expect(document.documentElement.lang).toBe('es');
    expect(document.querySelector('label[for="email"]')?.textContent).toBe('Correo electrónico');
    expect(document.querySelector('button[type="submit"]')?.textContent).toBe('Iniciar sesión');
    const english = document.querySelector('nav[aria-label="Idioma"] a');
    expect(english?.getAttribute('lang')).toBe('en');
    expect(english?.getAttribute('href')).toBe('/y?lang=en');
    expect(english?.textContent).toBe('English');
  });

  it('would report an unlabelled input (the scan is live)', async () => {
    const results = await scan(await renderAuthPage('Broken', raw('<input type="text" />')));
    expect(results.violations.map((violation) => violation.id)).toContain('label');
  });

  it('escapes what it shows', async () => {
    const page = await renderSignInPage({ action: '/x', email: '"><script>alert(1)</script>', error: SIGN_IN_ERROR });
    expect(page).not.toContain('<script>');
    expect(page).toContain('&quot;&gt;&lt;script&gt;');
  });
});
