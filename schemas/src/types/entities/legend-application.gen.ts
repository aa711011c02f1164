/* Generated from the JSON Schemas in schemas/ by `npm run schemas:generate`. Do not edit. */

import type { RegistrationStatusCode } from './registration-status-code.gen.ts';

/**
 * A Legend's application to the business directory (spec §3 Legend application): the business, its primary contact, the Legend's personal and football facts, ownership (A is the Legend; B and C up to 2 additional owners) and teams played for. Multi-selects hold their chosen values, an 'Other' entry beginning 'Other: ' (spec §3 company fields).
 */
export interface LegendApplication {
  applicationId: number;
  legendId?: number | null;
  playerId?: number | null;
  applicationDate: string;
  applicantName: string;
  companyName?: string | null;
  /**
   * Business industries, comma-separated.
   */
  industry?: string | null;
  /**
   * Status of the application in the Legends area (spec §7 legend-helpers/list-statuses).
   */
  applicationStatusID: number;
  applicationStatusDate?: string | null;
  /**
   * Status of the linked registration, e.g. 11 OutofBusiness.
   */
  registrationStatus?: RegistrationStatusCode | null;
  eventRegistrationId?: number | null;
  phoneNumber?: string | null;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  state?: string | null;
  zipCode?: string | null;
  country?: string | null;
  website?: string | null;
  primaryContactEmail?: string | null;
  businessDescription?: string | null;
  businessCertifications: string[];
  serviceAreasDescription?: string | null;
  /**
   * Local, State, Regional, National or Worldwide (spec §9).
   */
  serviceArea?: string | null;
  footballAreas: string[];
  yearFormed?: string | null;
  numberOfEmployees?: string | null;
  federalTaxId?: string | null;
  primaryContactFullName?: string | null;
  primaryContactFirstName?: string | null;
  primaryContactLastName?: string | null;
  primaryContactTitle?: string | null;
  primaryContactPhone?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  birthDate?: string | null;
  age?: number | null;
  college?: string | null;
  entryYear?: number | null;
  position?: string | null;
  accruedSeasons?: number | null;
  nflExperience?: number | null;
  /**
   * The Legend's ownership percent (legendsOwnershipPercent).
   */
  ownershipPercentageA?: number | null;
  ownershipNameB?: string | null;
  ownershipTitleB?: string | null;
  ownershipPercentageB?: number | null;
  ownershipNameC?: string | null;
  ownershipTitleC?: string | null;
  ownershipPercentageC?: number | null;
  /**
   * Yes/No: is the Legend involved in the business day to day.
   */
  legendInvolvedDayToDay?: boolean | null;
  teamsPlayedFor: TeamPlayedFor[];
  creationDate: string;
}
/**
 * A season the Legend played for a club (spec §3 teamsPlayedFor).
 */
export interface TeamPlayedFor {
  season: number;
  clubName: string;
}
