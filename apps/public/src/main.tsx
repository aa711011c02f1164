import '@huddle/components/theme.css';
import './shell/app.css';
import { holdClicksUntilHydrated, holdSubmitsUntilHydrated } from '@huddle/components/before-hydration';
import { demandFormCode } from './program/form-code-demand.ts';
import { yieldToBrowser } from './shell/yield-to-browser.ts';

// A server-rendered form's Submit, or a click only its script handles, pressed before the form is hydrated is taken
// by the hydrated form, not by the browser, and loads the form's code at once (boot.tsx).
holdSubmitsUntilHydrated(document, demandFormCode);
holdClicksUntilHydrated(document, demandFormCode);

/**
 * The page's code, evaluated one stage per task (issue 11): React's DOM
 * renderer, the query client, the router with its pages, then ./boot.tsx
 * (which renders or hydrates the page). Each stage evaluates only what the
 * earlier ones did not. The stages are the app's own modules rather than
 * package namespaces, so each package keeps only what the app uses. index.html
 * preloads all of them (bootPreload in vite.config.ts).
 */
const stages: readonly (() => Promise<unknown>)[] = [
  () => import('react-dom/client'),
  () => import('./api/create-query-client.ts'),
  () => import('./routes/router.tsx'),
  () => import('./boot.tsx'),
];

stages
  .reduce<Promise<unknown>>((previous, stage) => previous.then(yieldToBrowser).then(stage), Promise.resolve())
  .catch((error: unknown) => console.error(error));
