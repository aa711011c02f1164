import { atom } from 'jotai';

/** A language of the public portal (spec §1: English by default, and Spanish). */
export type PublicLanguage = 'en' | 'es';

/** The language the applicant reads the public portal in; set from currentLanguage, the browser language or the switch on the page. */
export const publicLanguageAtom = atom<PublicLanguage>('en');
