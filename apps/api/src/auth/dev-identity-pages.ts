import { html, raw } from 'hono/html';
import { renderAuthPage } from './auth-page.ts';
import { demoAccounts, DEMO_PASSWORD } from './demo-accounts.ts';
import type { SignInLanguage } from './sign-in-language.ts';
import { signInTexts } from './sign-in-texts.ts';

/** Error shown on the English sign-in page when the email is unknown or the password is wrong. */
export const SIGN_IN_ERROR = signInTexts.en.wrongCredentials;

/** What the sign-in form shows: where it posts, its language and the switch's target, and a failed attempt's email and error. */
export interface SignInPageOptions {
  action: string;
  email?: string;
  error?: string;
  /** Default English (spec §1). */
  language?: SignInLanguage;
  /** The address of this page in another language (the language switch); no switch without it. */
  languageHref?: (language: SignInLanguage) => string;
}

/**
 * The staff sign-in form in `language`: inputs labelled 'Email' and
 * 'Password' and a 'Sign in' button (in Spanish 'Correo electrónico',
 * 'Contraseña', 'Iniciar sesión') posting to `action` with the language as
 * a hidden field; `error` is announced as an alert and the email typed is kept.
 */
export function renderSignInPage(options: SignInPageOptions): Promise<string> {
  const language = options.language ?? 'en';
  const texts = signInTexts[language];
  const error = options.error === undefined ? '' : html`<p class="error" role="alert" id="sign-in-error">${options.error}</p>`;
  const describedBy = options.error === undefined ? '' : raw(' aria-describedby="sign-in-error"');
  const body = html`${error}
    <form method="post" action="${options.action}" novalidate>
      <input type="hidden" name="lang" value="${language}" />
      <label for="email">${texts.email}</label>
      <input
        id="email"
        name="email"
        type="email"
        autocomplete="username"
        required
        autofocus
        value="${options.email ?? ''}"
        ${describedBy}
      />
      <label for="password">${texts.password}</label>
      <input id="password" name="password" type="password" autocomplete="current-password" required />
      <button type="submit">${texts.signIn}</button>
    </form>
    <details class="hint">
      <summary>${texts.demoAccounts}</summary>
      <p>${texts.demoPasswordBefore} <code>${DEMO_PASSWORD}</code>${texts.demoPasswordAfter}</p>
      <ul>
        ${demoAccounts.map((account) => html`<li><code>${account.email}</code></li>`)}
      </ul>
    </details>`;
  return renderAuthPage(texts.signInTitle, body, { language, languageHref: options.languageHref });
}
