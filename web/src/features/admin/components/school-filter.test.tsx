import userEvent from '@testing-library/user-event';
import { within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/testing/axe';
import { renderApp, screen, sessions } from '@/testing/test-utils';
import { ADMIN_TEXTS } from '../texts';
import { aStaffSchool } from '../testing/fixtures';
import { SchoolFilter } from './school-filter';

const schools = [
  aStaffSchool(),
  aStaffSchool({ id: 'school-maple', name: 'Maple Grove Academy', fullAddress: '88 Maple Avenue, Chatham, IL 62629' }),
  aStaffSchool({ id: 'school-lincoln-chatham', name: 'Lincoln Middle School', fullAddress: '5 Elm Road, Chatham, IL 62629' }),
  aStaffSchool({ id: 'school-garcia', name: 'Escuela García-López', fullAddress: '' }),
];

/** The filter as a tab holds it: the chosen school's id in its state, each change reported. */
function renderFilter(initial = '') {
  const changed = vi.fn();
  function Holder() {
    const [value, setValue] = useState(initial);
    return (
      <SchoolFilter
        label="School"
        allLabel="All Schools"
        schools={schools}
        value={value}
        onChange={(id) => {
          changed(id);
          setValue(id);
        }}
      />
    );
  }
  renderApp(<Holder />, { session: sessions.admin() });
  return { field: screen.getByRole('combobox', { name: 'School' }), changed };
}

const shownOptions = () => within(screen.getByRole('listbox', { name: 'School' })).getAllByRole('option');

describe('SchoolFilter', { timeout: 20_000 }, () => {
  it('shows the school chosen; a click lists every school with its address, All Schools first', async () => {
    const { field } = renderFilter('school-maple');
    expect(field).toHaveValue('Maple Grove Academy');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(field);
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(shownOptions().map((option) => option.textContent)).toEqual([
      'All Schools',
      'Lincoln Elementary School1200 Oak Street, Springfield, IL 62701',
      'Maple Grove Academy88 Maple Avenue, Chatham, IL 62629',
      'Lincoln Middle School5 Elm Road, Chatham, IL 62629',
      'Escuela García-López',
    ]);
    expect(screen.getByRole('option', { name: /Maple Grove Academy/ })).toHaveAttribute('aria-selected', 'true');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('narrows the schools to those whose name or city holds what is typed, accents and case aside; a click picks one', async () => {
    const { field, changed } = renderFilter();
    await userEvent.click(field);
    // The click selects the text shown, so typing replaces it.
    await userEvent.keyboard('lincoln');
    expect(shownOptions().map((option) => option.firstChild?.textContent)).toEqual(['Lincoln Elementary School', 'Lincoln Middle School']);
    await userEvent.clear(field);
    await userEvent.type(field, 'chatham');
    expect(shownOptions()).toHaveLength(2);
    await userEvent.clear(field);
    await userEvent.type(field, 'garcia lopez');
    await userEvent.click(screen.getByRole('option', { name: 'Escuela García-López' }));
    expect(changed).toHaveBeenCalledWith('school-garcia');
    expect(field).toHaveValue('Escuela García-López');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).toHaveFocus();
  });

  it('says when no school matches', async () => {
    const { field } = renderFilter();
    await userEvent.click(field);
    await userEvent.keyboard('zz');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByText(ADMIN_TEXTS.cards.noMatch({ search: 'zz' }))).toBeInTheDocument();
  });

  it('is used from the keyboard: arrows move through the matches, Enter picks, Escape keeps the choice', async () => {
    const { field, changed } = renderFilter();
    await userEvent.tab();
    expect(field).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', shownOptions()[0]!.id);
    await userEvent.keyboard('{Control>}a{/Control}chatham{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /Lincoln Middle School/ }).id);
    await userEvent.keyboard('{Enter}');
    expect(changed).toHaveBeenLastCalledWith('school-lincoln-chatham');
    expect(field).toHaveValue('Lincoln Middle School');

    await userEvent.keyboard('{Control>}a{/Control}maple{Escape}');
    expect(field).toHaveValue('Lincoln Middle School');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(changed).toHaveBeenCalledTimes(1);

    // All Schools is a choice like the others: Enter on it gives the filter back.
    await userEvent.keyboard('{Control>}a{/Control}all{Enter}');
    expect(changed).toHaveBeenLastCalledWith('');
    expect(field).toHaveValue('All Schools');
  });

  it('keeps the choice when the field is left half typed', async () => {
    const { field, changed } = renderFilter('school-maple');
    await userEvent.click(field);
    await userEvent.keyboard('linc');
    await userEvent.tab();
    expect(field).toHaveValue('Maple Grove Academy');
    expect(changed).not.toHaveBeenCalled();
  });
});
