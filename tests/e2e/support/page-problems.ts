import type { Page } from '@playwright/test';

/** The script-src directive of a Content-Security-Policy header, e.g. "script-src 'self'". */
export function scriptSrc(csp: string | undefined): string | undefined {
  return csp
    ?.split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('script-src'));
}

/**
 * Collects, from now on, every console error and uncaught page error of
 * `page` as '{path}: {text} ({resource})' (a refused eval under the page's
 * CSP, a hydration or render error, a failed request...); a journey expects
 * the list to stay empty. The browser's own request for /favicon.ico (the
 * site has none) is not a problem of the page.
 */
export function collectPageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const resource = message.location().url;
    if (message.type() !== 'error' || resource.endsWith('/favicon.ico')) return;
    problems.push(`${new URL(page.url()).pathname}: ${message.text()} (${resource})`);
  });
  page.on('pageerror', (error) => problems.push(`${new URL(page.url()).pathname}: ${error.message}`));
  return problems;
}

/** Collects the URLs of the precompiled validator modules (/api/form-validators/{hash}.js) `page` loads from now on. */
export function collectValidatorModules(page: Page): Set<string> {
  const modules = new Set<string>();
  page.on('response', (response) => {
    if (/\/api\/form-validators\/[0-9a-f]{64}\.js$/.test(response.url()) && response.ok()) modules.add(response.url());
  });
  return modules;
}
