import type { LegendApplication } from '@huddle/schemas';
import type { LegendApplicationRow, RegistrationRow } from '../../db/database.ts';
import { statusOf } from '../registrations/registration-status.ts';
import { choiceLabelOf } from './business-facts.ts';

/** What a Legend application entity is built from. */
export interface LegendApplicationSource {
  application: LegendApplicationRow;
  registration: RegistrationRow;
  /** Time of the registration's latest status change (status_log), null when none. */
  statusDate: string | null;
  teams: LegendApplication['teamsPlayedFor'];
}

function objectOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function text(answers: Record<string, unknown>, key: string, maxLength: number): string | null {
  const value = answers[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, maxLength) : null;
}

function percent(value: unknown): number | null {
  const parsed = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.replace(/[%\s,]/g, '')) : Number.NaN;
  return Number.isFinite(parsed) && parsed >= 0 && parsed <= 100 ? parsed : null;
}

function list(value: string): string[] {
  const parsed = JSON.parse(value) as unknown;
  return Array.isArray(parsed) ? parsed.filter((entry): entry is string => typeof entry === 'string') : [];
}

/**
 * A Legends Directory application as spec §3 'Legend application' names its
 * fields: the business facts of the application row, the rest read from the
 * registration and its answers (company address, contact, ownership with up
 * to 2 additional owners B and C, football areas) and the Legend's teams.
 * applicationStatusID is the registration status (spec §4 codes).
 */
export function toLegendApplication(source: LegendApplicationSource): LegendApplication {
  const { application, registration } = source;
  const answers = objectOf(JSON.parse(registration.answers_json));
  const company = objectOf(answers['companyInformation']);
  const contact = objectOf(answers['companyContactInformation']);
  const personal = objectOf(answers['personalInformation']);
  const ownership = objectOf(answers['businessOwnershipInformation']);
  const owners = Array.isArray(ownership['additionalBusinessOwners']) ? ownership['additionalBusinessOwners'].map(objectOf) : [];
  const involved = ownership['legendInvolvedDayToDay'];
  const status = statusOf(registration.status).code;
  const name = [registration.first_name, registration.last_name].filter(Boolean).join(' ');
  const contactName = [text(contact, 'contactFirstName', 200), text(contact, 'contactLastName', 200)].filter(Boolean).join(' ');
  return {
    applicationId: application.id,
    legendId: application.legend_id,
    playerId: registration.player_id,
    applicationDate: registration.submitted_at,
    applicantName: name.slice(0, 401),
    companyName: application.company_name,
    industry: list(application.industries_json).map(choiceLabelOf).join(', ').slice(0, 2000) || null,
    applicationStatusID: status,
    applicationStatusDate: source.statusDate,
    registrationStatus: status,
    eventRegistrationId: registration.id,
    phoneNumber: application.company_phone?.slice(0, 40) ?? null,
    address1: text(company, 'address1', 500),
    address2: text(company, 'address2', 500),
    city: application.city,
    state: application.state_code,
    zipCode: text(company, 'postalCode', 20),
    country: application.country,
    website: application.website,
    primaryContactEmail: text(contact, 'contactEmailAddress', 320),
    businessDescription: application.business_description,
    businessCertifications: list(application.certifications_json),
    serviceArea: application.service_area,
    footballAreas: Array.isArray(company['footballAreas'])
      ? company['footballAreas'].filter((entry): entry is string => typeof entry === 'string')
      : [],
    yearFormed: text(company, 'yearFormed', 4),
    numberOfEmployees: text(company, 'numEmployees', 6),
    federalTaxId: text(company, 'fedTaxId', 40),
    primaryContactFullName: contactName === '' ? null : contactName.slice(0, 401),
    primaryContactFirstName: text(contact, 'contactFirstName', 200),
    primaryContactLastName: text(contact, 'contactLastName', 200),
    primaryContactTitle: text(contact, 'contactTitle', 200),
    primaryContactPhone: text(contact, 'contactPrimaryPhone', 40),
    firstName: registration.first_name,
    lastName: registration.last_name,
    birthDate: registration.birth_date,
    college: text(personal, 'college', 200),
    ownershipPercentageA: percent(ownership['legendsOwnershipPercent']),
    ownershipNameB: owners[0] === undefined ? null : text(owners[0], 'ownerName', 200),
    ownershipTitleB: owners[0] === undefined ? null : text(owners[0], 'ownerTitle', 200),
    ownershipPercentageB: owners[0] === undefined ? null : percent(owners[0]['ownerPercent']),
    ownershipNameC: owners[1] === undefined ? null : text(owners[1], 'ownerName', 200),
    ownershipTitleC: owners[1] === undefined ? null : text(owners[1], 'ownerTitle', 200),
    ownershipPercentageC: owners[1] === undefined ? null : percent(owners[1]['ownerPercent']),
    legendInvolvedDayToDay: involved === 'Yes' ? true : involved === 'No' ? false : null,
    teamsPlayedFor: source.teams,
    creationDate: application.created_at,
  };
}
