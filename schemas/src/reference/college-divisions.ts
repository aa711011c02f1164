import type { CollegeDivision } from '../types/index.gen.ts';

/** A college division choice: the stored value and its label. */
export interface CollegeDivisionOption {
  value: CollegeDivision;
  label: string;
}

/**
 * College divisions of collegeDivision (spec §9: FBS, FCS, 2, 3, N/A).
 * N/A makes division and conference valid and sets the conference to NA (spec §4).
 */
export const collegeDivisions: readonly CollegeDivisionOption[] = [
  { value: 'FBS', label: 'FBS' },
  { value: 'FCS', label: 'FCS' },
  { value: '2', label: 'Division II' },
  { value: '3', label: 'Division III' },
  { value: 'N/A', label: 'N/A' },
];
