import { html, raw } from 'hono/html';
import { renderAuthPage } from './auth-page.ts';
import { demoAccounts, DEMO_PASSWORD } from './demo-accounts.ts';

/** Error shown on the sign-in page when the email is unknown or the password is wrong. */
export const SIGN_IN_ERROR = 'Email or password is incorrect.';

/**
 * The staff sign-in form: inputs labelled 'Email' and 'Password' and a
 * 'Sign in' button posting to `action`; `error` (SIGN_IN_ERROR) is announced
 * as an alert and the email typed is kept.
 */
export function renderSignInPage(options: { action: string; email?: string; error?: string }): Promise<string> {
  const error = options.error === undefined ? '' : html`<p class="error" role="alert" id="sign-in-error">${options.error}</p>`;
  const describedBy = options.error === undefined ? '' : raw(' aria-describedby="sign-in-error"');
  const body = html`${error}
    <form method="post" action="${options.action}" novalidate>
      <label for="email">Email</label>
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
      <label for="password">Password</label>
      <input id="password" name="password" type="password" autocomplete="current-password" required />
      <button type="submit">Sign in</button>
    </form>
    <details class="hint">
      <summary>Demo accounts</summary>
      <p>Every demo account uses the password <code>${DEMO_PASSWORD}</code>.</p>
      <ul>
        ${demoAccounts.map((account) => html`<li><code>${account.email}</code></li>`)}
      </ul>
    </details>`;
  return renderAuthPage('Sign in to Huddle', body);
}
