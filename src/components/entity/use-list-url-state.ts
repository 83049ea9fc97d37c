// Keeps a list's state and its URL in step (issue #14 item 2). The URL wins when it names any
// list state; else the session's saved grid state (spec §9) applies and is written to the URL
// (replacing the entry, so opening a list adds no history step). A change of filters, sort,
// search or page size is a new history entry, so Back restores the previous filter; moving
// between pages replaces it. A URL that changes under the list (Back/Forward, a link) is applied
// by re-mounting the grid at that state (a new `version`), which re-queries and repaints.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { restoreGridState, type ListGridState } from './grid/grid-persistence';
import { gridStateWithUrl, listStateFromUrl, listStateToUrl, urlStateOf } from './grid/list-state';

export interface ListStart {
  state: ListGridState | undefined;
  search: string;
  version: number;
}

function startOf(gridId: string, urlSearch: string | null, version: number): ListStart {
  const saved = restoreGridState(gridId);
  const url = urlSearch === null ? null : listStateFromUrl(urlSearch);
  return { state: gridStateWithUrl(saved, url), search: url ? (url.search ?? '') : (saved?.quickSearch ?? ''), version };
}

/** Only the page moved: not worth a history entry of its own. */
function onlyPageDiffers(a: string, b: string): boolean {
  const strip = (text: string) => {
    const params = new URLSearchParams(text);
    params.delete('page');
    return params.toString();
  };
  return strip(a) === strip(b);
}

/** `inUrl` false (a list inside another record's page): session storage only. */
export function useListUrlState(gridId: string, inUrl: boolean) {
  const location = useLocation();
  const navigate = useNavigate();
  const urlSearch = inUrl ? location.search : null;
  const [start, setStart] = useState(() => startOf(gridId, urlSearch, 0));
  const [search, setSearchState] = useState(start.search);
  // The search in force for every URL write: the grid's own copy may lag a render behind.
  const searchRef = useRef(start.search);
  const setSearch = useCallback((value: string) => {
    searchRef.current = value;
    setSearchState(value);
  }, []);
  /** The query string this hook wrote last: a different one came from elsewhere. */
  const written = useRef<string | null>(urlSearch);
  const latest = useRef<ListGridState | undefined>(start.state);

  const write = useCallback(
    (state: ListGridState | undefined, quickSearch: string, replace: boolean) => {
      if (!inUrl) return;
      const next = listStateToUrl(urlStateOf(state, quickSearch), window.location.search);
      if (next === window.location.search) return;
      written.current = next;
      const previous = window.location.search;
      navigate({ pathname: window.location.pathname, search: next, hash: window.location.hash }, { replace: replace || onlyPageDiffers(previous, next), preventScrollReset: true });
    },
    [inUrl, navigate],
  );

  // First visit without list state in the URL: the session's state becomes the URL.
  useEffect(() => {
    write(start.state, start.search, true);
    // Once, on mount: later changes come through onStateChange and applyState.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (urlSearch === null || urlSearch === written.current) return;
    written.current = urlSearch;
    const next = startOf(gridId, urlSearch, start.version + 1);
    latest.current = next.state;
    setStart(next);
    setSearch(next.search);
    // start.version only numbers the next state (setSearch is stable); the URL is the trigger.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [urlSearch, gridId]);

  const onStateChange = useCallback(
    (state: ListGridState) => {
      latest.current = state;
      write(state, searchRef.current, false);
    },
    [write],
  );
  const onSearch = useCallback(
    (value: string) => {
      setSearch(value);
      write(latest.current, value, false);
    },
    [write, setSearch],
  );
  /** A saved view chosen: the grid re-mounts at its state, and the URL follows as a new entry. */
  const applyState = useCallback(
    (state: ListGridState) => {
      latest.current = state;
      setStart((s) => ({ state, search: state.quickSearch ?? '', version: s.version + 1 }));
      setSearch(state.quickSearch ?? '');
      write(state, state.quickSearch ?? '', false);
    },
    [write, setSearch],
  );
  /** The state in force now (columns included): what a saved view keeps. */
  const currentState = useCallback((): ListGridState => ({ ...latest.current, ...(search ? { quickSearch: search } : {}) }), [search]);

  return { start, search, onSearch, onStateChange, applyState, currentState };
}
