import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';

/** Props of ProgramContent: the text and the language it is written in (default English). */
export interface ProgramContentProps {
  children: ReactNode;
  /** The language the text is written in; 'en' until a Spanish version is shown. */
  language?: string;
}

/**
 * Program content written by staff (question texts, answer choices; spec §3)
 * inside the interface: marked `data-content` (rendered-text scans skip
 * it) and, when it is not in the interface's language, with its own `lang`
 * (WCAG 3.1.2), e.g. an English question text on a Spanish page.
 */
export function ProgramContent({ children, language = 'en' }: ProgramContentProps) {
  const { i18n } = useLingui();
  return (
    <span data-content="" lang={language === i18n.locale ? undefined : language}>
      {children}
    </span>
  );
}

/**
 * A word the spec fixes in English whatever the interface language (e.g.
 * REFUND, which must be typed as is, spec §5): `lang="en"` when the
 * interface is in another language, so it is read out in English.
 */
export function FixedEnglish({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  return <span lang={i18n.locale === 'en' ? undefined : 'en'}>{children}</span>;
}
