/**
 * Professional leagues of whichLeague (spec §9; spec §3 playing experience).
 * 'Other' requires otherLeague (spec §4).
 */
export const leagues: readonly string[] = ['NFL', 'CFL', 'XFL', 'MLB', 'MLS', 'NBA', 'NHL', 'WNBA', 'Other'];
