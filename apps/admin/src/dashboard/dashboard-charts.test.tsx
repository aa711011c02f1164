import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithI18n } from '../test-support/render-with-i18n.tsx';
import { ApplicationsByProgram } from './applications-by-program.tsx';
import { ApplicationsOverTime } from './applications-over-time.tsx';
import { FeesCollected } from './fees-collected.tsx';
import { StatusFunnel } from './status-funnel.tsx';

afterEach(cleanup);

function figures(title: string): string[][] {
  const section = screen.getByRole('region', { name: title });
  const table = within(section).getByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? ''));
}

describe('dashboard charts', () => {
  it('give each chart a heading and its figures as a table', () => {
    renderWithI18n(
      <>
        <ApplicationsOverTime
          weeks={[
            { week: '2026-04-06', count: 3 },
            { week: '2026-04-13', count: 1200 },
          ]}
        />
        <ApplicationsByProgram programs={[{ eventId: 4, eventName: 'Coaches Academy', count: 7 }]} />
        <StatusFunnel
          statuses={[
            { registrationStatus: 2, statusName: 'Approved', count: 2 },
            { registrationStatus: 8, statusName: 'Submitted', count: 5 },
            { registrationStatus: 11, statusName: 'OutofBusiness', count: 1 },
          ]}
        />
      </>,
    );
    expect(figures('Applications over time')).toEqual([
      ['Apr 6, 2026', '3'],
      ['Apr 13, 2026', '1,200'],
    ]);
    expect(figures('Applications by program')).toEqual([['Coaches Academy', '7']]);
    expect(figures('Applications by status')).toEqual([
      ['Approved', '2'],
      ['Submitted', '5'],
      ['Out of Business', '1'],
    ]);
  });

  it('shows fees in dollars with 2 decimals, total and per program', () => {
    renderWithI18n(
      <FeesCollected fees={{ totalCents: 1234550, byProgram: [{ eventId: 9, eventName: 'Coaches Academy Pro', totalCents: 1234550 }] }} />,
    );
    const section = screen.getByRole('region', { name: 'Fees collected' });
    expect(section.textContent).toContain('Total: $12,345.50');
    expect(figures('Fees collected')).toEqual([['Coaches Academy Pro', '$12,345.50']]);
  });

  it('says when a league year has nothing to show', () => {
    renderWithI18n(
      <>
        <ApplicationsOverTime weeks={[]} />
        <FeesCollected fees={{ totalCents: 0, byProgram: [] }} />
      </>,
    );
    expect(screen.getByRole('region', { name: 'Applications over time' }).textContent).toContain('No applications in this league year.');
    expect(screen.getByRole('region', { name: 'Fees collected' }).textContent).toContain('No fees collected in this league year.');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
