import type { FixedRole, ProgramComponent } from '@huddle/schemas';
import { compileForm } from '@huddle/form-engine';
import type { CompiledForm } from '@huddle/form-engine';
import { componentRegistry } from '../definitions/index.ts';
import { sampleComponent, sampleDefinition } from './form-definitions.ts';

/** CompanyInformation answers that pass every rule (United States of America, every multi-select answered). */
export const validCompanyInformation = {
  companyName: 'Gridiron Logistics LLC',
  country: 'United States of America',
  address1: '1 Legends Way',
  city: 'Canton',
  stateCode: 'OH',
  postalCode: '44708',
  companyPhone: '(330) 555-0142',
  companyEmailAddress: 'info@gridiron-logistics.example',
  companyWebsite: 'www.gridiron-logistics.example',
  numEmployees: '1,250',
  yearFormed: '2012',
  fedTaxId: '12-3456789',
  businessCertifications: ['MBE', 'Other: Tribal-owned'],
  businessIndustryList: ['Transportation and Logistics'],
  businessDirectoryServiceArea: 'Regional',
  footballAreas: ['Equipment', 'Youth'],
};

/** FOPSCompanyInformation answers with every field filled (United States of America). */
export const validFopsCompanyInformation = {
  firstName: 'Dana',
  lastName: 'Whitfield',
  companyName: 'Sideline Analytics Inc.',
  country: 'United States of America',
  address1: '200 Innovation Drive',
  address2: 'Suite 4',
  city: 'Pittsburgh',
  stateCode: 'PA',
  postalCode: '15212-5801',
  phone: '412-555-0187',
  email: 'dana@sideline-analytics.example',
  companyWebsite: 'sideline-analytics.example',
};

/** CompanyContactInformation answers (all five fields). */
export const validCompanyContactInformation = {
  contactFirstName: 'Morgan',
  contactLastName: 'Ellis-Price',
  contactTitle: 'Director of Operations',
  contactPrimaryPhone: '+1 (330) 555-0177',
  contactEmailAddress: 'morgan.ellis@gridiron-logistics.example',
};

/** The FOPSCompanyInformation component under its catalog answers key 'fopsCompanyInformation'. */
export function sampleFopsCompanyComponent(order: number, configuration: Record<string, unknown> = {}): ProgramComponent {
  return {
    ...sampleComponent('FOPSCompanyInformation', order, configuration),
    componentKey: 'fopsCompanyInformation',
    displayName: 'Company Information',
  };
}

/** compileForm() of the given components with the real registry, as a program of `fixedRole` (e.g. 'legends-directory'). */
export function compileForProgram(components: ProgramComponent[], fixedRole: FixedRole): CompiledForm {
  return compileForm({ ...sampleDefinition(components), fixedRole }, componentRegistry);
}
