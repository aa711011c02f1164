/** ProposalHeader answers that pass every rule. */
export const validProposalHeader = { proposalTitle: 'Sideline concussion spotter app, v2', firstName: 'Dana', lastName: "O'Hara-Smith" };
