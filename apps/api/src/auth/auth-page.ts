import { html, raw } from 'hono/html';
import { signInLanguages, type SignInLanguage } from './sign-in-language.ts';
import { signInTexts } from './sign-in-texts.ts';

/**
 * Content-Security-Policy of the sign-in pages (identity provider and
 * sign-in errors): no scripts, no remote resources, only the inline stylesheet.
 */
export const AUTH_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'";

const STYLE = `
  :root { color-scheme: light; }
  body { margin: 0; font-family: system-ui, sans-serif; background: #f3f4f6; color: #111827; }
  main { max-width: 24rem; margin: 4rem auto; padding: 2rem; background: #fff; border-radius: 0.5rem;
         box-shadow: 0 1px 3px rgba(0, 0, 0, 0.2); }
  h1 { margin-top: 0; font-size: 1.5rem; }
  label { display: block; margin-top: 1rem; font-weight: 600; }
  input { box-sizing: border-box; width: 100%; margin-top: 0.25rem; padding: 0.5rem; font-size: 1rem;
          border: 1px solid #6b7280; border-radius: 0.25rem; }
  button { margin-top: 1.5rem; width: 100%; padding: 0.6rem; font-size: 1rem; font-weight: 600; color: #fff;
           background: #1d4ed8; border: 0; border-radius: 0.25rem; cursor: pointer; }
  button:hover { background: #1e40af; }
  input:focus-visible, button:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
  .error { padding: 0.75rem; color: #7f1d1d; background: #fee2e2; border: 1px solid #b91c1c; border-radius: 0.25rem; }
  .hint { margin-top: 2rem; font-size: 0.875rem; color: #374151; }
  code { font-size: 0.875rem; }
  a { color: #1d4ed8; }
  nav ul { display: flex; gap: 1rem; justify-content: flex-end; margin: 0 0 1rem; padding: 0; list-style: none; }
`;

/** The names of the languages, each in its own language (spec §1 language picker). */
const languageNames: Record<SignInLanguage, string> = { en: 'English', es: 'Español' };

/** How a sign-in page is drawn: its language, and where the switch to each other language leads (no switch without it). */
export interface AuthPageOptions {
  language?: SignInLanguage;
  languageHref?: (language: SignInLanguage) => string;
}

/** The language switch: a link to each other language, named and marked in that language. */
function languageSwitch(language: SignInLanguage, href: (language: SignInLanguage) => string) {
  const others = signInLanguages.filter((other) => other !== language);
  return html`<nav aria-label="${signInTexts[language].languageSwitch}">
    <ul>
      ${others.map((other) => html`<li><a href="${href(other)}" lang="${other}" hreflang="${other}">${languageNames[other]}</a></li>`)}
    </ul>
  </nav>`;
}

/**
 * Whole HTML document of one sign-in page in `options.language` (default
 * English): lang, title, one main landmark with the page heading (what an
 * axe scan expects), and the language switch when `options.languageHref` is given.
 */
export async function renderAuthPage(title: string, body: unknown, options: AuthPageOptions = {}): Promise<string> {
  const language = options.language ?? 'en';
  const switcher = options.languageHref === undefined ? '' : languageSwitch(language, options.languageHref);
  const page = await html`<!doctype html>
    <html lang="${language}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} · Huddle</title>
        <style>
          ${raw(STYLE)}
        </style>
      </head>
      <body>
        <main>
          ${switcher}
          <h1>${title}</h1>
          ${body}
        </main>
      </body>
    </html>`;
  return page.toString();
}

/** A page with one message paragraph (errors, expired sign-in, signed out) and an optional link onward, in `options.language`. */
export function renderMessagePage(
  title: string,
  message: string,
  link?: { href: string; text: string },
  options: AuthPageOptions = {},
): Promise<string> {
  const onward = link === undefined ? '' : html`<p><a href="${link.href}">${link.text}</a></p>`;
  return renderAuthPage(
    title,
    html`<p>${message}</p>
      ${onward}`,
    options,
  );
}
