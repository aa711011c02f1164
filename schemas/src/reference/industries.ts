/**
 * Business industries (spec §3 businessIndustryList, a multi-select; spec §9
 * fixed list). 'Other' reveals 'Please specify other:' (spec §4).
 */
export const industries: readonly string[] = [
  'Accommodation and Food Services',
  'Agriculture, Forestry and Fishing',
  'Arts, Entertainment and Recreation',
  'Automotive',
  'Construction',
  'Consulting and Professional Services',
  'Education',
  'Energy and Utilities',
  'Finance and Insurance',
  'Fitness and Wellness',
  'Government and Public Administration',
  'Health Care and Social Assistance',
  'Information Technology',
  'Manufacturing',
  'Marketing, Advertising and Public Relations',
  'Media and Communications',
  'Nonprofit',
  'Real Estate',
  'Retail Trade',
  'Sports and Athletics',
  'Staffing and Human Resources',
  'Transportation and Logistics',
  'Waste Management and Environmental Services',
  'Wholesale Trade',
  'Other',
];
