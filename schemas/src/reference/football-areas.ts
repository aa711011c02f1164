/**
 * Football areas (spec §9; spec §3 footballAreas, a multi-select of one
 * program, and the football ops list filter). 'Other' reveals 'Please
 * specify other:' (spec §4).
 */
export const footballAreas: readonly string[] = [
  'Administrative',
  'DEI',
  'Development',
  'Equipment',
  'Officiating',
  'On-field',
  'Pipeline',
  'Sideline',
  'Youth',
  'Other',
];
