import type { ProgramSettings } from '@huddle/schemas';

/**
 * spec §4: each tick box and the field it governs. While the box is unticked
 * the field is disabled and cleared ('' for text, 0 for the fee).
 */
export const dependentFieldOf = {
  showFacebookLink: 'facebookAddress',
  showInstagramLink: 'instagramAddress',
  showTwitterLink: 'twitterAddress',
  requireProgramFee: 'programFee',
  showLegalDisclaimer: 'legalDisclaimerMessage',
} as const satisfies Partial<Record<keyof ProgramSettings, keyof ProgramSettings>>;

/** A tick box with a dependent field (spec §4). */
export type DependentToggle = keyof typeof dependentFieldOf;

/** A field governed by a tick box (spec §4). */
export type DependentField = (typeof dependentFieldOf)[DependentToggle];

/** The tick boxes and their fields as the rules read them; a box left out (a field the caller may not see) is skipped. */
export type DependentValues = Partial<Pick<ProgramSettings, DependentToggle | DependentField>>;

const dependentToggles = Object.keys(dependentFieldOf) as DependentToggle[];

const toggleOf = Object.fromEntries(Object.entries(dependentFieldOf).map(([toggle, field]) => [field, toggle])) as Record<
  DependentField,
  DependentToggle
>;

/** The tick box governing `field`, or undefined when no box governs it (spec §4). */
export function dependentToggleOf(field: string): DependentToggle | undefined {
  return toggleOf[field as DependentField];
}

/** spec §4: false while the tick box governing `field` is unticked; true for every other field. */
export function isDependentFieldEnabled(values: DependentValues, field: string): boolean {
  const toggle = dependentToggleOf(field);
  return toggle === undefined || values[toggle] === true;
}

/**
 * spec §4 'Unticking Facebook, Instagram, Twitter, fee or legal disclaimer
 * clears and disables the dependent field (fee becomes 0)': returns the
 * values with the field of every unticked box cleared. Boxes absent from the
 * values are skipped.
 */
export function clearUntickedDependents<T extends DependentValues>(values: T): T {
  let next = values;
  for (const toggle of dependentToggles) {
    if (!(toggle in next) || next[toggle] === true) continue;
    const field = dependentFieldOf[toggle];
    next = { ...next, [field]: field === 'programFee' ? 0 : '' };
  }
  return next;
}
