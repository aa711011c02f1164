import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ValidatorModule } from '@huddle/form-engine';
import type { PublicLanguage } from '@huddle/program-rules';
import type { PaymentSummaryResponse } from '@huddle/schemas';
import type { ErrorLogger } from '../../http/error-handler.ts';
import type { PublicPath, PublicProgram } from '../programs/program-service.ts';

/** A language of the public portal (spec §1). */
export type PublicPageLanguage = PublicLanguage;

/** What a public page is rendered from, and what the page embeds for its hydration. */
export interface PublicPageData {
  language: PublicPageLanguage;
  /** The path segment as requested ('Finance-Webinar'), 'error', 'payment' or 'payment-complete'. */
  pathParam: string;
  /** The body of GET /api/public/paths/{path}; null for /error. */
  path: PublicPath | null;
  /** The body of GET /api/events/{eventId}?lang={language}; null for the level selection. */
  program: PublicProgram | null;
  /** The body of GET /api/transactions/{reference} for a payment page; null elsewhere. */
  payment: PaymentSummaryResponse | null;
}

/**
 * The public app's server renderer (apps/public/dist-server/render-public-page.js,
 * built with the public app): the whole HTML document of a public path page.
 * Rejects when the page throws while rendering.
 */
export interface PublicPageRenderer {
  renderPublicPage(request: { url: string; data: PublicPageData; validatorModule: ValidatorModule | null }): Promise<string>;
}

/** Where the public app's build puts its server renderer, next to its browser build (`publicDir`). */
export function publicPageRendererFile(publicDir: string): string {
  return join(publicDir, '..', 'dist-server', 'render-public-page.js');
}

/**
 * Imports the public app's server renderer from `file` (once, on first
 * use); null when the public app was built without it or it does not load
 * (the pages are then rendered in the browser alone, as index.html).
 */
export function publicPageRendererLoader(file: string, logError: ErrorLogger): () => Promise<PublicPageRenderer | null> {
  let loading: Promise<PublicPageRenderer | null> | null = null;
  return () => {
    loading ??= existsSync(file)
      ? (import(pathToFileURL(file).href) as Promise<PublicPageRenderer>).catch((error: unknown) => {
          logError('The public page renderer did not load; pages render in the browser alone.', error);
          return null;
        })
      : Promise.resolve(null);
    return loading;
  };
}
