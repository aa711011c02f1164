import type { Plugin } from 'vite';

const VIRTUAL_ID = '\0huddle-lazy-rjsf-markdown';
const MARKDOWN = 'markdown-to-jsx/react';

/** The stand-in module: same `Markdown` export, the real renderer loaded on first use. */
function lazyMarkdownModule(reactId: string, markdownId: string): string {
  return `import { createElement, lazy, Suspense } from ${JSON.stringify(reactId)};
const Loaded = lazy(() => import(${JSON.stringify(markdownId)}).then((module) => ({ default: module.Markdown })));
export function Markdown(props) {
  const { children, options, ...rest } = props;
  return createElement(Suspense, { fallback: createElement('span', rest, children) }, createElement(Loaded, props));
}
export default Markdown;
`;
}

/**
 * Vite plugin for apps that render ProgramForm: RJSF's `Markdown` (from
 * markdown-to-jsx, about 120 kB of source) is only drawn for markdown
 * descriptions and help (`ui:enableMarkdownInDescription`, not used by
 * Huddle's component types) and RJSF's own configuration error texts, yet
 * @rjsf/core imports it statically. This plugin gives @rjsf/core's modules a
 * stand-in with the same export that loads markdown-to-jsx in its own chunk
 * the first time it renders, showing the text unformatted (never as HTML)
 * until then, so the form's first render does not load or evaluate it.
 * Other importers of markdown-to-jsx are left alone.
 */
export function lazyRjsfMarkdown(): Plugin {
  let ids: { react: string; markdown: string } | null = null;
  return {
    name: 'huddle-lazy-rjsf-markdown',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source !== MARKDOWN || importer === undefined || !importer.includes('/@rjsf/core/')) return null;
      if (ids === null) {
        const markdown = await this.resolve(MARKDOWN, importer, { skipSelf: true });
        const react = await this.resolve('react', importer, { skipSelf: true });
        if (markdown === null || react === null) return null;
        ids = { react: react.id, markdown: markdown.id };
      }
      return VIRTUAL_ID;
    },
    load(id) {
      return id === VIRTUAL_ID && ids !== null ? lazyMarkdownModule(ids.react, ids.markdown) : null;
    },
  };
}
