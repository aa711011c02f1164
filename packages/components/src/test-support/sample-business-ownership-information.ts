import type { ProgramComponent } from '@huddle/schemas';
import { sampleComponent } from './form-definitions.ts';

/** A BusinessOwnershipInformation component as programs configure it (no configuration; key businessOwnershipInformation). */
export function sampleBusinessOwnershipComponent(order = 1): ProgramComponent {
  return { ...sampleComponent('BusinessOwnershipInformation', order), displayName: 'Business Ownership' };
}

/** Two other owners, numbered 1 and 2 (spec §9: up to 2 additional owners). */
export const sampleOtherOwners = [
  { ownerNumber: 1, ownerName: 'Dana Whitfield', ownerTitle: 'Chief Operating Officer', ownerPercent: '25' },
  { ownerNumber: 2, ownerName: "Marcus O'Brien", ownerTitle: 'Partner', ownerPercent: '10-15' },
];

/** Ownership answers that pass every rule: 51%, involved day to day, two other owners. */
export const validBusinessOwnershipInformation = {
  legendsOwnershipPercent: '51',
  legendInvolvedDayToDay: 'Yes',
  additionalBusinessOwners: sampleOtherOwners,
};
