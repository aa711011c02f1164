import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithI18n } from '../test-support/render-with-i18n.tsx';
import { ApplicantFunnel } from './applicant-funnel.tsx';

afterEach(cleanup);

describe('ApplicantFunnel', () => {
  it('lists opened, started and submitted per program', () => {
    renderWithI18n(
      <ApplicantFunnel
        programs={[
          { eventId: 29, eventName: "NFL Women's Community", opened: 1200, started: 40, submitted: 12 },
          { eventId: 4, eventName: 'Coaches Academy', opened: 0, started: 0, submitted: 3 },
        ]}
      />,
    );
    const section = screen.getByRole('region', { name: 'Applicant funnel' });
    const rows = within(within(section).getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent))).toEqual([
      ['Program', 'Opened', 'Started', 'Submitted'],
      ["NFL Women's Community", '1,200', '40', '12'],
      ['Coaches Academy', '0', '0', '3'],
    ]);
  });

  it('says so when no form was opened', () => {
    renderWithI18n(<ApplicantFunnel programs={[]} />);
    expect(screen.getByText('No one opened an application form in this league year.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
