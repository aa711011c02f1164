import { sanitizeRichText } from '@huddle/program-rules/browser';
import { useMemo } from 'react';

export { sanitizeRichText };

/** Props of SafeHtml: the (staff-authored) HTML and the wrapper element. */
export interface SafeHtmlProps {
  html: string | null | undefined;
  className?: string;
  /** Wrapper element; a div by default. */
  as?: 'div' | 'section' | 'span';
}

/**
 * The only place rich text (program description, footer and other staff
 * messages) is put into the page: the HTML is sanitized every render under
 * the one rich text policy of @huddle/program-rules (DOMPurify in the
 * browser), even though the server sanitized it on save with the same
 * policy (ARCHITECTURE.md §6). Renders nothing for empty input, or where no
 * DOM is available. The wrapper carries `data-content`: program content written
 * by staff, in whatever language they wrote it (interface checks such as the
 * Spanish text scan leave it to the program's own translations).
 */
export function SafeHtml({ html, className, as: Element = 'div' }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  if (!clean) return null;
  return <Element className={className} data-content="" dangerouslySetInnerHTML={{ __html: clean }} />;
}
