import { atom } from 'jotai';

/**
 * Counts the saves of the program open in the builder that may have made a
 * new form version (components, questions, options, program year). Editors
 * add 1 after such a save; the 'Form Versions' history loads again when it
 * changes.
 */
export const formRevisionAtom = atom(0);
