/**
 * The public app's start (imported by main.tsx, its last stage): detects the
 * language, activates its catalogue, then renders the page, or hydrates the
 * server-rendered one (issue 11) once the router's matches are in; a
 * server-rendered form hydrates later, when its code and validator module
 * are in (loaded when the browser is first idle, or at once on a held click
 * or submit).
 */
import { PROGRAM_FORM_CLASS } from '@huddle/components/before-hydration';
import { holdsGivenAnswer } from '@huddle/form-engine';
import { getDefaultStore } from 'jotai';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createQueryClient } from './api/create-query-client.ts';
import { activatePublicLanguage } from './i18n/activate-public-language.ts';
import { detectBrowserLanguage } from './i18n/detect-language.ts';
import type { PublicLanguage } from './i18n/public-language-atom.ts';
import { readLocalDraft } from './program/drafts/local-draft-store.ts';
import { formCodeDemanded } from './program/form-code-demand.ts';
import { deferProgramApplication } from './program/lazy-program-application.tsx';
import { PublicApp } from './routes/public-app.tsx';
import { createPublicRouter } from './routes/router.tsx';
import { readServerPageData, seedServerPage, type ServerPageData } from './routes/server-page-data.ts';
import { yieldToBrowser } from './shell/yield-to-browser.ts';

const queryClient = createQueryClient();
const store = getDefaultStore();
const router = createPublicRouter({ queryClient, store });
const serverPage = readServerPageData(document);

/**
 * Whether this browser's first render is the server's (issue 11): the same
 * language, and no answers kept on this device for the form (a restored draft
 * starts the form elsewhere; a draft without an answer the applicant gave,
 * kept by an earlier visit that typed nothing, restores nothing: restoreDraft). Otherwise the
 * page is rendered afresh over the server's markup.
 */
function rendersAsServer(page: ServerPageData | null, language: PublicLanguage): page is ServerPageData {
  if (page === null || page.language !== language) return false;
  if (page.program === null || page.path === null) return true;
  const draft = readLocalDraft(page.path.path, page.program.formVersion.id);
  return draft === null || !holdsGivenAnswer(page.program.formVersion.compiled, draft.answers);
}

async function render(language: PublicLanguage): Promise<void> {
  const container = document.getElementById('root');
  if (container === null) throw new Error('index.html has no #root element');
  const app = <PublicApp router={router} queryClient={queryClient} store={store} />;
  if (!rendersAsServer(serverPage, language)) {
    createRoot(container).render(app);
    return;
  }
  seedServerPage(queryClient, serverPage);
  // The router renders its matches as on the server (no Suspense around the root match), as its own hydration does.
  router.ssr = { manifest: undefined };
  // The form's code is not part of the first load (issue 11): the page hydrates around the server-rendered form, which
  // takes typing meanwhile and hydrates once its code and validator module are in. Input given meanwhile is adopted
  // then (adoptAnswersGivenBeforeHydration). Each step below runs in a task of its own.
  // A page without a rendered form (closed, the release agreement, an enrolled player's thanks) holds nothing back.
  const { program } = serverPage;
  const rendersForm = program !== null && container.querySelector(`.${PROGRAM_FORM_CLASS}`) !== null;
  const releaseForm = rendersForm ? deferProgramApplication((chunk) => chunk.loadProgramApplication(program)) : null;
  await yieldToBrowser();
  await router.load();
  await yieldToBrowser();
  // In a transition, hydration renders in slices and gives way to input and frames between them (a plain hydrateRoot
  // renders the whole page in one task).
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError: (error) => console.error('The page could not hydrate the server-rendered markup:', error),
    });
  });
  if (releaseForm !== null) void Promise.race([formCodeDemanded, browserIdle()]).then(releaseForm);
}

/** Longest wait for an idle moment before the form's code loads anyway, ms. */
const IDLE_TIMEOUT_MS = 2000;

/** Resolves when the browser is next idle (within IDLE_TIMEOUT_MS); a browser without idle callbacks waits one task. */
function browserIdle(): Promise<void> {
  if (typeof requestIdleCallback !== 'function') return yieldToBrowser();
  return new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS }));
}

// spec §1: the language of the address (?currentLanguage=es, ?lang=es), the switch's stored
// choice or the browser's, active before the first paint; English if its catalogue fails to load.
const language = detectBrowserLanguage();
activatePublicLanguage(language)
  .then(
    () => language,
    () =>
      activatePublicLanguage('en').then(
        () => 'en' as const,
        () => 'en' as const,
      ),
  )
  .then(render)
  .catch((error: unknown) => console.error(error));
