import { ComboboxChevron, TextInput } from '@mantine/core';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { searchKey, searchWords, type School } from '@ssb/contract';
import { ADMIN_TEXTS } from '../texts';
import classes from './school-filter.module.css';

export interface SchoolFilterProps {
  label: string;
  /** The choice of every school, which an empty filter shows. */
  allLabel: string;
  schools: readonly Pick<School, 'id' | 'name' | 'fullAddress'>[];
  /** The chosen school's id; '' for every school. */
  value: string;
  onChange: (schoolId: string) => void;
  /** What is wrong with the choice, shown under the field (a form that requires a school). */
  error?: string;
  required?: boolean;
}

interface Choice {
  id: string;
  name: string;
  address: string;
  /** What a search is matched against: the name and the address (its city, its ZIP code). */
  key: string;
}

const scrollIntoView = (element: HTMLElement | null) => element?.scrollIntoView({ block: 'nearest' });

/**
 * A school filter (All Orders, Supply Lists) as an editable combobox (WAI-ARIA APG, list autocomplete): typing narrows the
 * schools to those whose name or address holds it (as typed or not, accents aside, as the cards'
 * searches); arrows, Enter and a click pick one; Escape or leaving the field keeps the choice.
 * Built on Mantine's input rather than its Combobox, whose popover would add its positioning
 * library to the dashboard's first download.
 */
export function SchoolFilter({ label, allLabel, schools, value, onChange, error, required }: SchoolFilterProps) {
  const id = useId();
  const choices = useMemo<Choice[]>(
    () => [
      { id: '', name: allLabel, address: '', key: searchWords(allLabel).join(' ') },
      ...schools.map((school) => ({
        id: school.id,
        name: school.name,
        address: school.fullAddress,
        key: searchWords(`${school.name} ${school.fullAddress}`).join(' '),
      })),
    ],
    [allLabel, schools],
  );
  const chosen = choices.find((choice) => choice.id === value) ?? choices[0]!;
  // What was typed since the list opened; null while the field shows the choice.
  const [typed, setTyped] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const wanted = searchKey(typed ?? '');
  const shown = wanted ? choices.filter((choice) => choice.key.includes(wanted)) : choices;
  const optionId = (index: number) => `${id}-option-${index}`;

  function show() {
    setOpen(true);
    setActive(Math.max(0, shown.indexOf(chosen)));
  }

  function close() {
    setOpen(false);
    setTyped(null);
  }

  function pick(choice: Choice | undefined) {
    if (!choice) return;
    if (choice.id !== value) onChange(choice.id);
    close();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (step !== 0) {
      event.preventDefault();
      if (!open) show();
      else setActive((index) => Math.min(shown.length - 1, Math.max(0, index + step)));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      pick(shown[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  }

  const listId = `${id}-list`;
  return (
    <div className={classes.root}>
      <TextInput
        label={label}
        error={error}
        required={required}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={open && shown.length > 0 ? listId : undefined}
        aria-activedescendant={open && shown[active] ? optionId(active) : undefined}
        autoComplete="off"
        value={typed ?? chosen.name}
        onClick={(event) => {
          if (open) return;
          // Typing then replaces the school shown rather than adding to its name.
          event.currentTarget.select();
          show();
        }}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          setOpen(true);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
        rightSection={<ComboboxChevron />}
        rightSectionPointerEvents="none"
      />
      {open && (
        <div className={classes.dropdown}>
          {shown.length === 0 ? (
            <div className={classes.empty}>{ADMIN_TEXTS.cards.noMatch({ search: typed?.trim() ?? '' })}</div>
          ) : (
            <div role="listbox" id={listId} aria-label={label}>
              {shown.map((choice, index) => (
                <div
                  key={choice.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={choice.id === value}
                  data-active={index === active || undefined}
                  ref={index === active ? scrollIntoView : undefined}
                  className={classes.option}
                  // The field keeps the focus (and the typing) while a school is clicked.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseEnter={() => setActive(index)}
                  onClick={() => pick(choice)}
                >
                  {choice.name}
                  {choice.address && <div className={classes.address}>{choice.address}</div>}
                </div>
              ))}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
