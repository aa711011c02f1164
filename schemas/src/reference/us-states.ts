import { states } from 'states-us';

/** A US state, the District of Columbia or a territory: USPS code and name. */
export interface UsState {
  code: string;
  name: string;
}

/**
 * US states, the District of Columbia and territories (spec §9 fixed list;
 * the state select of address forms when the country is the United States of
 * America), alphabetical by name, from the states-us package.
 */
export const usStates: readonly UsState[] = states.map((state) => ({
  code: state.abbreviation,
  name: state.name.replace(' Of ', ' of '),
}));
