import { SafeHtml } from '@huddle/components';
import { useEffect, useRef } from 'react';

/** Props of OutcomeMessage: a plain-text heading and the program's app-rich-text message under it. */
export interface OutcomeMessageProps {
  heading: string;
  /** Sanitized HTML (submission, closed or decline message). */
  html: string;
  /** Move focus to the heading when shown (after a state change, not on first load). */
  focusOnShow?: boolean;
}

/**
 * A page-level app-outcome of the application (submitted, closed, declined): a heading,
 * then the program's message rendered through SafeHtml.
 */
export function OutcomeMessage({ heading, html, focusOnShow = false }: OutcomeMessageProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) headingRef.current?.focus();
  }, [focusOnShow]);
  return (
    <section className="app-card app-outcome" aria-labelledby="outcome-heading">
      <h1 id="outcome-heading" ref={headingRef} tabIndex={-1}>
        {heading}
      </h1>
      {html.trim() !== '' && <SafeHtml className="app-rich-text" html={html} />}
    </section>
  );
}
