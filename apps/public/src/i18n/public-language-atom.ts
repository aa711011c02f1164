import type { PublicLanguage } from '@huddle/program-rules';
import { atom } from 'jotai';

export type { PublicLanguage };

/** The language the applicant reads the public portal in; set from currentLanguage, the browser language or the switch on the page. */
export const publicLanguageAtom = atom<PublicLanguage>('en');
