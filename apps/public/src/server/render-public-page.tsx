/**
 * Server rendering of the public path pages (issue 11 point 1): built by
 * `vite build --ssr` into apps/public/dist-server/render-public-page.js,
 * which the API imports (it never imports React itself). It renders the
 * same PublicApp tree the browser hydrates (main.tsx), from the same data.
 */
import { i18n } from '@lingui/core';
import { instantiateValidatorModule, registerValidation, type ValidatorModule } from '@huddle/form-engine';
import { createMemoryHistory } from '@tanstack/react-router';
import { createStore } from 'jotai';
import { readFileSync } from 'node:fs';
import { prerender } from 'react-dom/static';
import { createQueryClient } from '../api/create-query-client.ts';
import { loadPublicMessages } from '../i18n/activate-public-language.ts';
import { publicLanguageAtom } from '../i18n/public-language-atom.ts';
import { PublicApp } from '../routes/public-app.tsx';
import { DocumentTitleSink } from '../shell/use-document-title.ts';
import { createPublicRouter } from '../routes/router.tsx';
import { seedServerPage, SERVER_PAGE_DATA_ID, serverPageDataText, type ServerPageData } from '../routes/server-page-data.ts';

export type { ServerPageData };

/** What the API hands over to render one public path page. */
export interface PublicPageRequest {
  /** The page address as requested, path and query: '/Finance-Webinar?lang=es'. */
  url: string;
  data: ServerPageData;
  /** The form version's precompiled validator module (the one its validatorUrl serves); null for the level selection. */
  validatorModule: ValidatorModule | null;
}

/** The client build next to this file: its index.html is the page template. */
const distDir = new URL('../dist/', import.meta.url);
let cachedTemplate: string | null = null;

function pageTemplate(): string {
  cachedTemplate ??= readFileSync(new URL('index.html', distDir), 'utf8');
  return cachedTemplate;
}

/** Renders run one at a time: the Lingui instance the `t` macro reads is one per process, and each render activates its language. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * The whole HTML document of a public path page (an application form, the
 * closed page or the coaches academy level selection) or of /error, in `data.language`:
 * the client build's index.html with the rendered page in #root, the page
 * data for hydration (SERVER_PAGE_DATA_ID), `<html lang>` and the page's title (DocumentTitleSink).
 * The form's code is not linked: it loads after the page is up (issue 11:
 * deferProgramApplication), and its styles are in the app's one stylesheet.
 * Rejects when any part of the page throws while rendering (the API then
 * serves the plain index.html); throws when the client build is missing.
 */
export function renderPublicPage(request: PublicPageRequest): Promise<string> {
  const rendered = queue.then(() => renderDocument(request));
  queue = rendered.catch(() => undefined);
  return rendered;
}

async function renderDocument({ url, data, validatorModule }: PublicPageRequest): Promise<string> {
  const template = pageTemplate();
  i18n.loadAndActivate({ locale: data.language, messages: await loadPublicMessages(data.language) });
  const store = createStore();
  store.set(publicLanguageAtom, data.language);
  const queryClient = createQueryClient();
  seedServerPage(queryClient, data);
  if (data.program !== null && validatorModule !== null) {
    const compiled = data.program.formVersion.compiled;
    registerValidation(compiled, instantiateValidatorModule(compiled, validatorModule));
  }
  const history = createMemoryHistory({ initialEntries: [url] });
  const router = createPublicRouter({ history, queryClient, store, scrollRestoration: false });
  await router.load();
  // An address the router leads elsewhere (a search it reads differently, say) renders nothing here: the browser follows it.
  if (router.state.matches.length === 0) throw new Error(`${url} is not a page's canonical address; the browser renders it.`);
  // Every Suspense boundary complete and in place: no inline script to reveal one (the CSP allows scripts from the site only).
  // A component that throws would leave its Suspense boundary to the browser, an error template in the page and a
  // hydration error there: the whole page is refused instead, and the API serves index.html.
  const errors: unknown[] = [];
  let title: string | null = null;
  const page = (
    <DocumentTitleSink value={(pageTitle) => void (title ??= pageTitle)}>
      <PublicApp router={router} queryClient={queryClient} store={store} />
    </DocumentTitleSink>
  );
  const { prelude } = await prerender(page, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => void errors.push(error),
  });
  const html = await new Response(prelude).text();
  if (errors.length > 0) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
  queryClient.clear();
  return fillTemplate(template, { html, data, title });
}

/** Text for HTML content or a quoted attribute. */
function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** index.html with the page filled in (replacer functions: no '$' in a program's texts is read as a pattern). */
function fillTemplate(template: string, page: { html: string; data: ServerPageData; title: string | null }): string {
  return template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${page.data.language}"`)
    .replace(/<title>[^<]*<\/title>/, (title) => (page.title === null ? title : `<title>${escapeHtml(page.title)}</title>`))
    .replace(
      '</head>',
      () => `<script type="application/json" id="${SERVER_PAGE_DATA_ID}">${serverPageDataText(page.data)}</script></head>`,
    )
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`);
}
