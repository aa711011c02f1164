import type { Transaction } from '@huddle/schemas';
import { useLingui } from '@lingui/react/macro';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { formatStatusDateTime } from '../format/display-date.ts';
import { DataTable } from '../tables/data-table.tsx';

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, Transaction>();

/**
 * spec §2 participant detail 'Transaction Information' (spec §3 Transaction),
 * one row per payment, refund or void, oldest first: Date (MM/DD/YYYY hh:mm A),
 * Payment Method, Amount (amountPaid in dollars, 2 decimals; negative for a
 * refund), Transaction Number, Authorization Code, Description;
 * 'No transactions..' when there are none.
 */
export function TransactionsTable({ transactions }: { transactions: Transaction[] }) {
  const { t, i18n } = useLingui();
  const columns = useMemo(() => {
    const dollars = new Intl.NumberFormat(i18n.locale, { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
    return helper.columns([
      helper.accessor('transactionDate', { header: t`Date`, cell: (info) => formatStatusDateTime(info.getValue()) }),
      helper.accessor('paymentMethod', { header: t`Payment Method` }),
      helper.accessor('amountPaid', { header: t`Amount`, cell: (info) => dollars.format(info.getValue()) }),
      helper.accessor('transactionNum', { header: t`Transaction Number` }),
      helper.accessor('authorizationCode', { header: t`Authorization Code`, cell: (info) => info.getValue() ?? '' }),
      helper.accessor('description', { header: t`Description`, cell: (info) => info.getValue() ?? '' }),
    ]);
  }, [t, i18n.locale]);
  const table = useTable({
    features,
    columns,
    data: transactions,
    getRowId: (transaction) => String(transaction.registrationTransactionId),
  });
  return <DataTable table={table} caption={t`Transaction Information`} emptyText={t`No transactions..`} />;
}
