import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
/** The three experience levels of the coaches academy level selection (spec §2). */
export type CoachingLevel = 'limitedExperience' | 'currentlyCoaching' | 'fiveYearsHeadCoaching';

/** One radio choice of the level selection page. */
export interface CoachingLevelChoice {
  value: CoachingLevel;
  /** The wording (spec §2), translated with i18n._ when shown. */
  label: MessageDescriptor;
}

/** Choices in display order, with the spec §2 wording. */
export const coachingLevelChoices: readonly CoachingLevelChoice[] = [
  { value: 'limitedExperience', label: msg`0-4 years of assistant coaching, interning or shadowing experience` },
  { value: 'currentlyCoaching', label: msg`Currently coaching at the collegiate level` },
  { value: 'fiveYearsHeadCoaching', label: msg`5 years of head coaching experience at the high school level` },
];

/**
 * Where the chosen level leads (spec §2): limited experience to the basic academy,
 * current collegiate coaches and experienced head coaches to the pro academy.
 */
export function coachingLevelDestination(level: CoachingLevel): '/coaches-academy-basic' | '/coaches-academy-pro' {
  return level === 'limitedExperience' ? '/coaches-academy-basic' : '/coaches-academy-pro';
}
