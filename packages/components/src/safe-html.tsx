import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Props of SafeHtml: the (staff-authored) HTML and the wrapper element. */
export interface SafeHtmlProps {
  html: string | null | undefined;
  className?: string;
  /** Wrapper element; a div by default. */
  as?: 'div' | 'section' | 'span';
}

/**
 * The only place rich text (program description, footer and other staff
 * messages) is put into the page: the HTML is sanitized with DOMPurify
 * (scripts, event handlers and javascript: URLs removed) every render,
 * even though the server sanitized it on save (ARCHITECTURE.md §6).
 * Renders nothing for empty input, or where no DOM is available.
 */
export function SafeHtml({ html, className, as: Element = 'div' }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  if (!clean) return null;
  return <Element className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

/** Sanitized HTML string, '' for empty input or without a DOM (DOMPurify needs one). */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html || !DOMPurify.isSupported) return '';
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
