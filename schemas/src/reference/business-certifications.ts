/** A business certification: the value stored in businessCertifications and its full name. */
export interface BusinessCertification {
  value: string;
  name: string;
}

/**
 * The 16 business certifications of the admin list (spec §9; spec §3
 * businessCertifications, a multi-select). 'Other' reveals 'Please specify
 * other:' (spec §4); 'None/Not Applicable' is last.
 */
export const businessCertifications: readonly BusinessCertification[] = [
  { value: '8(a)', name: '8(a) Business Development Program' },
  { value: 'ACDBE', name: 'Airport Concession Disadvantaged Business Enterprise' },
  { value: 'DBE', name: 'Disadvantaged Business Enterprise' },
  { value: 'DVBE', name: 'Disabled Veteran Business Enterprise' },
  { value: 'EDWOSB', name: 'Economically Disadvantaged Women-Owned Small Business' },
  { value: 'HUBZone', name: 'Historically Underutilized Business Zone' },
  { value: 'LEED', name: 'Leadership in Energy and Environmental Design' },
  { value: 'MBE', name: 'Minority Business Enterprise' },
  { value: 'MWBE', name: 'Minority and Women-Owned Business Enterprise' },
  { value: 'NHO', name: 'Native Hawaiian Organization' },
  { value: 'SDVOSB', name: 'Service-Disabled Veteran-Owned Small Business' },
  { value: 'VOSB', name: 'Veteran-Owned Small Business' },
  { value: 'WBE', name: 'Women Business Enterprise' },
  { value: 'WOSB', name: 'Women-Owned Small Business' },
  { value: 'Other', name: 'Other' },
  { value: 'None/Not Applicable', name: 'None/Not Applicable' },
];
