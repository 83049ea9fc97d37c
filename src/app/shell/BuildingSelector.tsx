// The building switcher of the top bar (spec §2.6, §9): a searchable select, placeholder
// "Select building...", at most 200 px wide. An ARIA 1.2 combobox: type to filter, arrows to move,
// Enter to choose, Escape to give up; choosing a building other than the current one switches.
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import styles from './BuildingSelector.module.css';

export const BUILDING_SELECTOR_PLACEHOLDER = 'Select building...';

export interface BuildingOption {
  name: string;
  tenantId: number;
}

export interface BuildingSelectorProps {
  buildings: readonly BuildingOption[];
  currentTenantId: number | null;
  onSelect(tenantId: number): void;
  disabled?: boolean;
}

export function BuildingSelector({ buildings, currentTenantId, onSelect, disabled }: BuildingSelectorProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const current = buildings.find((b) => b.tenantId === currentTenantId) ?? null;
  const options = useMemo(() => {
    const q = (query ?? '').trim().toLowerCase();
    return q ? buildings.filter((b) => b.name.toLowerCase().includes(q)) : buildings;
  }, [buildings, query]);

  const close = () => {
    setOpen(false);
    setQuery(null);
  };
  const choose = (option: BuildingOption | undefined) => {
    close();
    if (option && option.tenantId !== currentTenantId) onSelect(option.tenantId);
  };
  const move = (delta: number) => {
    setOpen(true);
    setActive((i) => (options.length === 0 ? 0 : (i + delta + options.length) % options.length));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') move(open ? 1 : 0);
    else if (event.key === 'ArrowUp') move(-1);
    else if (event.key === 'Enter' && open) choose(options[active]);
    else if (event.key === 'Escape') close();
    else return;
    event.preventDefault();
  };
  const activeId = open && options[active] ? `${listId}-${options[active].tenantId}` : undefined;

  return (
    <div className={styles.selector}>
      <input
        role="combobox"
        aria-label="Building"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        className={styles.input}
        placeholder={BUILDING_SELECTOR_PLACEHOLDER}
        value={query ?? current?.name ?? ''}
        disabled={disabled}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={(e) => e.target.select()}
        onClick={() => setOpen(true)}
        onBlur={close}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" aria-label="Buildings" className={styles.list} hidden={!open}>
        {options.length === 0 ? (
          <li className={styles.empty}>No building found</li>
        ) : (
          options.map((option, index) => (
            <li
              key={option.tenantId}
              id={`${listId}-${option.tenantId}`}
              role="option"
              aria-selected={option.tenantId === currentTenantId}
              className={index === active ? `${styles.option} ${styles.active}` : styles.option}
              // Before the input's blur closes the list.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(option)}
            >
              {option.name}
            </li>
          ))
        )}
      </ul>
    </div>
  );
}
