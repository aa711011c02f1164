/** Adult shirt sizes, small to XXXXL (spec §9; mensShirtSize, sigOtherTShirt). */
export const adultShirtSizes: readonly string[] = ['Small', 'Medium', 'Large', 'XL', 'XXL', 'XXXL', 'XXXXL'];

/** Children's shirt sizes (spec §9; childShirtSize{n}). */
export const childShirtSizes: readonly string[] = ['Small', 'Medium', 'Large'];
