/** Service areas of businessDirectoryServiceArea (spec §9). */
export const serviceAreas: readonly string[] = ['Local', 'State', 'Regional', 'National', 'Worldwide'];
