/** Every FamilyInformation field on (spec §3 configuration keys), as the Legends family programs configure it. */
export const fullFamilyConfiguration = {
  spouseInfo: true,
  spouseShirtSize: true,
  kidsInfo: true,
  childrenHowMany: true,
  childrenAge: true,
  childrenShirtSize: true,
};

/** Significant other attending, with every field of fullFamilyConfiguration. */
export const significantOtherAttending = {
  SignificantOtherAttend: 'yes',
  sigOtherName: 'Alex Morgan-Lee',
  sigOtherEmail: 'alex.morgan@example.org',
  sigOtherCell: '(917) 555-0142',
  sigOtherTShirt: 'Medium',
};

/** FamilyInformation answers passing fullFamilyConfiguration: significant other and two children. */
export const familyWithTwoChildren = {
  ...significantOtherAttending,
  numberOfChildren: 2,
  childName1: 'Jamie Lee',
  childAge1: 9,
  childShirtSize1: 'Medium',
  childName2: 'Riley Lee',
  childAge2: 6,
  childShirtSize2: 'Small',
};

/** Nobody attends with the applicant. */
export const familyNotAttending = {
  SignificantOtherAttend: 'no',
  numberOfChildren: 0,
};
