// The list's quick search box (issue #14 item 1): what is typed is sent once typing pauses
// (SEARCH_DEBOUNCE_MS), so a name typed letter by letter is one request, not one per letter.
import { useEffect, useRef, useState } from 'react';
import { GRID_LIMITS } from '../../domain/grid-limits';
import styles from './QuickSearch.module.css';

export const SEARCH_DEBOUNCE_MS = 250;

export interface QuickSearchProps {
  /** The search in force (URL, session or saved view); a new one replaces what is typed. */
  value: string;
  onSearch(value: string): void;
  /** "Search collections" */
  label: string;
}

export function QuickSearch({ value, onSearch, label }: QuickSearchProps) {
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setText(value);
  }, [value]);

  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === sent.current.trim()) return;
    const timer = setTimeout(() => {
      sent.current = trimmed;
      onSearchRef.current(trimmed);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <input
      type="search"
      aria-label={label}
      placeholder="Search…"
      value={text}
      maxLength={GRID_LIMITS.maxSearchLength}
      onChange={(e) => setText(e.target.value)}
      className={styles.search}
    />
  );
}
