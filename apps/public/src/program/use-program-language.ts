import { useQuery } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { publicProgramQuery } from '../api/public-queries.ts';
import type { PublicProgram } from '../api/public-types.ts';
import { publicLanguageAtom, type PublicLanguage } from '../i18n/public-language-atom.ts';

/** The language a `?lang=` query names, or null for none or another value. */
export function languageOfQuery(search: string): PublicLanguage | null {
  const lang = new URLSearchParams(search).get('lang');
  return lang === 'en' || lang === 'es' ? lang : null;
}

/**
 * The program as the applicant reads it: in the public language
 * (publicLanguageAtom; a `?lang=en|es` query in the address sets it when the
 * page opens). The loaded program is shown until its version in that language
 * arrives (same form version, so answers typed so far stay valid).
 */
export function useProgramInLanguage(program: PublicProgram): PublicProgram {
  const [language, setLanguage] = useAtom(publicLanguageAtom);
  useEffect(() => {
    const asked = languageOfQuery(window.location.search);
    if (asked !== null) setLanguage(asked);
  }, [setLanguage]);
  const loaded = program.language ?? 'en';
  const translated = useQuery({ ...publicProgramQuery(program.eventId, language), enabled: language !== loaded });
  return language === loaded ? program : (translated.data ?? program);
}
