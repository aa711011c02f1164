import type { DisplayComponentViewProps } from '../../react-parts/component-react-parts.ts';
import type { ProgramDisplay } from '../../program-display.ts';
import { richTextPlainText } from '@huddle/program-rules/browser';
import { sanitizeRichText } from '../../safe-html.tsx';
import './mailto-component.css';

/** A plain email address: one '@', no spaces, nothing a mailto URL would read as more fields. */
const EMAIL_ADDRESS = /^[^\s@?&#]+@[^\s@?&#]+$/;

/**
 * Whether the program's footer message has visible content (spec §2: the
 * mailto link shows only when a footer message exists): the sanitized HTML
 * holds some text or an image, so an empty editor value ('<p><br></p>') counts as none.
 * Rendered on the server too (no DOMParser there): the text comes from
 * richTextPlainText, which the server build resolves to its Node implementation.
 */
export function hasFooterMessage(footerMessage: string | null | undefined): boolean {
  const clean = sanitizeRichText(footerMessage);
  if (!clean) return false;
  // Sanitized HTML writes '<' in text as '&lt;': an '<img' left in it is an image element.
  return richTextPlainText(clean).trim() !== '' || /<img[\s/>]/i.test(clean);
}

/** The first contact's email address when it is a plain address, else null. */
export function firstContactEmail(program: ProgramDisplay): string | null {
  const email = program.contacts[0]?.contactEmail?.trim() ?? '';
  return EMAIL_ADDRESS.test(email) ? email : null;
}

/**
 * MailtoComponent view (spec §2): a mailto link to the program's first
 * contact, reading the component's text (else its display name) and the
 * address. Renders nothing when the program has no footer message or no
 * contact with an email address.
 */
export function MailtoLink({ component, program }: DisplayComponentViewProps) {
  const email = firstContactEmail(program);
  if (email === null || !hasFooterMessage(program.footerMessage)) return null;
  const text = component.componentText?.trim() || component.displayName;
  return (
    <p className="mailto-component">
      <a className="mailto-component__link" href={`mailto:${email}`}>
        <span className="mailto-component__text">{text}</span>
        <span className="mailto-component__address">{email}</span>
      </a>
    </p>
  );
}
