import type { RegistrationStatusName } from '@huddle/schemas';
import { useLingui } from '@lingui/react/macro';

/** The registration status names of spec §4 in the interface language, e.g. 'OutofBusiness' → 'Out of Business'. */
export function useStatusNames(): Record<RegistrationStatusName, string> {
  const { t } = useLingui();
  return {
    Pending: t`Pending`,
    Approved: t`Approved`,
    Rejected: t`Rejected`,
    Paid: t`Paid`,
    Refunded: t`Refunded`,
    Comped: t`Comped`,
    Unpaid: t`Unpaid`,
    Submitted: t`Submitted`,
    OutofBusiness: t`Out of Business`,
  };
}
