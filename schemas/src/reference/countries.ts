import isoCountries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import es from 'i18n-iso-countries/langs/es.json' with { type: 'json' };

isoCountries.registerLocale(en);
isoCountries.registerLocale(es);

/** A country: ISO 3166-1 alpha-2 code, English name (the stored value) and Spanish name. */
export interface Country {
  code: string;
  name: string;
  nameEs: string;
}

/** The stored name of the United States (spec §2 Legends state filter, spec §9 default country). */
export const unitedStatesOfAmerica = 'United States of America';

/**
 * Every ISO 3166-1 country (spec §9 country list), United States of America
 * first, then by English name. Names are the official short names of
 * i18n-iso-countries in English and Spanish.
 */
export const countries: readonly Country[] = buildCountries();

function buildCountries(): Country[] {
  const english = isoCountries.getNames('en', { select: 'official' });
  const spanish = isoCountries.getNames('es', { select: 'official' });
  const collator = new Intl.Collator('en');
  const all = Object.entries(english).map(([code, name]) => ({ code, name, nameEs: spanish[code] ?? name }));
  const usa = all.find((country) => country.code === 'US');
  if (!usa || usa.name !== unitedStatesOfAmerica) throw new Error(`i18n-iso-countries names US '${usa?.name}'`);
  return [usa, ...all.filter((country) => country !== usa).sort((a, b) => collator.compare(a.name, b.name))];
}
