import { atom } from 'jotai';
import { defaultColumnChoice, type ColumnChoice } from './participant-columns.ts';

/**
 * The participants list columns chosen in 'Select Columns' (spec §2), kept for
 * the session so they survive visits to the detail pages; the defaults at first.
 */
export const columnChoiceAtom = atom<ColumnChoice>(defaultColumnChoice());
