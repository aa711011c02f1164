import { WAITS_FOR_FORM_ATTRIBUTE } from '@huddle/components/before-hydration';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { activatePublicLanguage } from './activate-public-language.ts';
import { storeLanguage } from './detect-language.ts';
import { publicLanguageAtom, type PublicLanguage } from './public-language-atom.ts';

/** The other language of each, named in its own language (and marked with it: `lang`). */
const otherLanguage: Record<PublicLanguage, { code: PublicLanguage; name: string }> = {
  en: { code: 'es', name: 'Español' },
  es: { code: 'en', name: 'English' },
};

/**
 * The language switch on every public page (spec §1: English and Spanish): a
 * button named after the other language in that language ('Español' while
 * English is shown, 'English' while Spanish is); pressing it switches the
 * portal at once (answers typed so far stay) and remembers the choice in
 * localStorage 'currentLanguage'. Pressed while a server-rendered form waits
 * for its code, it switches once the form is hydrated (holdClicksUntilHydrated).
 */
export function LanguageSwitch() {
  const language = useAtomValue(publicLanguageAtom);
  const [switching, setSwitching] = useState(false);
  const other = otherLanguage[language];

  async function switchLanguage() {
    setSwitching(true);
    try {
      await activatePublicLanguage(other.code);
      storeLanguage(other.code);
    } finally {
      setSwitching(false);
    }
  }

  return (
    <button
      type="button"
      className="app-language-switch"
      lang={other.code}
      disabled={switching}
      onClick={() => void switchLanguage()}
      {...{ [WAITS_FOR_FORM_ATTRIBUTE]: '' }}
    >
      {other.name}
    </button>
  );
}
