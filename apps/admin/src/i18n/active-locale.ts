import { i18n } from '@lingui/core';

/**
 * The locale every back-office format uses (dates, times, numbers, money,
 * relative times through Intl): the active interface language, 'en' before
 * one is active. Spanish is plain 'es', not 'es-ES' or 'es-US': the
 * interface is written in neutral Spanish, and CLDR 'es' gives what Spanish
 * readers expect on both sides of the Atlantic: day before month
 * (05/03/2026), a 24-hour clock (14:07), decimal comma and dot grouping
 * (99.999,00) and 'US$' for dollars. ('es-US' would keep the US month/day
 * order and AM/PM, which issue 19 reports as wrong.)
 */
export function activeLocale(): string {
  return i18n.locale || 'en';
}
