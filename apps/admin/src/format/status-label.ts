import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { activeLocale } from '../i18n/active-locale.ts';

/** The spec §4 registration status names, to translate (English shows the stored name). */
const statusNames: Record<string, MessageDescriptor> = {
  Pending: msg`Pending`,
  Approved: msg`Approved`,
  Rejected: msg`Rejected`,
  Paid: msg`Paid`,
  Refunded: msg`Refunded`,
  Comped: msg`Comped`,
  Unpaid: msg`Unpaid`,
  Submitted: msg`Submitted`,
  OutofBusiness: msg`Out of Business`,
};

/**
 * How a registration status is shown (spec §4: upper-cased in lists; spec §2
 * detail: a null status shows '---') in the active language, e.g.
 * 'Submitted' → 'SUBMITTED' (en), 'ENVIADO' (es). English shows the stored
 * name as it always did ('OutofBusiness' → 'OUTOFBUSINESS'); an unknown name
 * is shown upper-cased as given.
 */
export function statusLabel(statusName: string | null | undefined): string {
  const name = statusName?.trim();
  if (!name) return '---';
  const locale = activeLocale();
  const message = statusNames[name];
  const shown = locale === 'en' || message === undefined ? name : i18n._(message);
  return shown.toLocaleUpperCase(locale);
}
