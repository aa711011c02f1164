import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test-support/render-with-i18n.tsx';
import { participantsListVariant } from './list-variant.ts';
import { ParticipantsFilters } from './participants-filters.tsx';

afterEach(cleanup);

describe('ParticipantsFilters (spec §2, §5 lists)', () => {
  it('keeps the name search disabled until a year is chosen, then applies it with Search only', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    const { rerender } = renderWithI18n(
      <ParticipantsFilters variant={participantsListVariant('nfl-programs')} search={{}} onApply={onApply} />,
    );
    const year = screen.getByRole('combobox', { name: 'League Fiscal Year' }) as HTMLSelectElement;
    expect([...year.options].map((option) => option.text).slice(0, 3)).toEqual(['SELECT', 'All', '2026-2027']);
    expect(year.options[year.options.length - 1]?.text).toBe('2019-2020');
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Clear Search' }) as HTMLButtonElement).disabled).toBe(true);

    await user.selectOptions(year, '2025');
    expect(onApply).toHaveBeenLastCalledWith({ eventYear: 2025 });
    rerender(<ParticipantsFilters variant={participantsListVariant('nfl-programs')} search={{ eventYear: 2025 }} onApply={onApply} />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect((name as HTMLInputElement).disabled).toBe(false);
    onApply.mockClear();
    await user.type(name, 'smith{Enter}');
    expect(onApply).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onApply).toHaveBeenLastCalledWith({ filterName: 'smith' });
    await user.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(onApply).toHaveBeenLastCalledWith({ filterName: undefined, fromDate: undefined, toDate: undefined });
    expect((name as HTMLInputElement).value).toBe('');
  });

  it('offers Legends dates, country and the US state filter, without a year', () => {
    renderWithI18n(<ParticipantsFilters variant={participantsListVariant('legends-directory')} search={{}} onApply={() => undefined} />);
    expect(screen.queryByRole('combobox', { name: 'League Fiscal Year' })).toBeNull();
    expect((screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement).value).toBe('United States of America');
    expect(screen.getByRole('combobox', { name: 'State' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'From' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'To' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).disabled).toBe(false);
    cleanup();
    renderWithI18n(
      <ParticipantsFilters
        variant={participantsListVariant('legends-directory')}
        search={{ country: 'Canada' }}
        onApply={() => undefined}
      />,
    );
    expect(screen.queryByRole('combobox', { name: 'State' })).toBeNull();
  });

  it("offers the resume programs' Team Filter with the 32 clubs", () => {
    renderWithI18n(<ParticipantsFilters variant={participantsListVariant('resume')} search={{}} onApply={() => undefined} />);
    const team = screen.getByRole('combobox', { name: 'Team Filter' }) as HTMLSelectElement;
    expect(team.options).toHaveLength(33);
    expect(team.options[0]?.text).toBe('All');
  });
});
