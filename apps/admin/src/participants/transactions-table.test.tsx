import type { Transaction } from '@huddle/schemas';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithI18n } from '../test-support/render-with-i18n.tsx';
import { TransactionsTable } from './transactions-table.tsx';

afterEach(cleanup);

const payment: Transaction = {
  registrationTransactionId: 1,
  transactionDate: '2026-03-05T14:07:00',
  paymentMethod: 'Visa ending 4242',
  amountPaid: 250,
  transactionNum: 'pi_3Pq',
  authorizationCode: 'ch_3Pq',
  description: 'Payment received.',
};
const refund: Transaction = {
  registrationTransactionId: 2,
  transactionDate: '2026-03-06T09:30:00',
  paymentMethod: 'Visa ending 4242',
  amountPaid: -250,
  transactionNum: 're_9Zx',
  authorizationCode: null,
  description: null,
};

function cellTexts(row: HTMLElement): string[] {
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

describe("TransactionsTable (spec §2 'Transaction Information')", () => {
  it('shows each transaction with the date as MM/DD/YYYY hh:mm A and the amount in dollars', () => {
    renderWithI18n(<TransactionsTable transactions={[payment, refund]} />);
    const table = screen.getByRole('table', { name: 'Transaction Information' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Date', 'Payment Method', 'Amount', 'Transaction Number', 'Authorization Code', 'Description']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(cellTexts(first as HTMLElement)).toEqual([
      '03/05/2026 02:07 PM',
      'Visa ending 4242',
      '$250.00',
      'pi_3Pq',
      'ch_3Pq',
      'Payment received.',
    ]);
    expect(cellTexts(second as HTMLElement)).toEqual(['03/06/2026 09:30 AM', 'Visa ending 4242', '-$250.00', 're_9Zx', '', '']);
  });

  it("reads 'No transactions..' when there are none", () => {
    renderWithI18n(<TransactionsTable transactions={[]} />);
    expect(within(screen.getByRole('table', { name: 'Transaction Information' })).getByText('No transactions..')).toBeTruthy();
  });
});
