// A list's filters, search, sort and page kept in the URL's search params: a link shares the view, the back button
// returns to the previous one, any change other than the page sends the list back to page 1, defaults stay out of it.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

export type TUrlStateValue = string | number | boolean;
export type TUrlStateDefaults = Record<string, TUrlStateValue>;

/** The key that holds the page number: reset to 1 (removed) whenever any other key changes. */
export const PAGE_KEY = 'page';

const parseValue = (raw: string | null, fallback: TUrlStateValue): TUrlStateValue => {
  if (raw === null) return fallback;
  if (typeof fallback === 'number') {
    const n = Number(raw);
    return Number.isFinite(n) ? n : fallback;
  }
  if (typeof fallback === 'boolean') return raw === 'true' ? true : raw === 'false' ? false : fallback;
  return raw;
};

/** Reads the state from search params, each key typed like its default; unknown or malformed values fall back. */
export const readUrlState = <T extends TUrlStateDefaults>(params: URLSearchParams, defaults: T): T => {
  const state = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof T & string)[]) {
    state[key] = parseValue(params.get(key), defaults[key]) as T[typeof key];
  }
  return state;
};

/** Writes a patch into search params: defaults are removed, a change of anything but the page removes the page. */
export const writeUrlState = <T extends TUrlStateDefaults>(params: URLSearchParams, defaults: T, patch: Partial<T>): URLSearchParams => {
  const next = new URLSearchParams(params);
  const current = readUrlState(params, defaults);
  let isFilterChange = false;
  for (const [key, value] of Object.entries(patch) as [keyof T & string, TUrlStateValue | undefined][]) {
    if (value === undefined) continue;
    if (key !== PAGE_KEY && current[key] !== value) isFilterChange = true;
    if (value === defaults[key] || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  if (isFilterChange && !(PAGE_KEY in patch)) next.delete(PAGE_KEY);
  return next;
};

export type TSetUrlState<T> = (patch: Partial<T>, options?: { replace?: boolean }) => void;

/**
 * `const [state, setState] = useUrlState({ search: '', status: 'active', page: 1 })`. Each change is a history entry
 * (back undoes it) unless `replace` is given, as the search box does while typing.
 */
export const useUrlState = <T extends TUrlStateDefaults>(defaults: T): [T, TSetUrlState<T>] => {
  const [params, setParams] = useSearchParams();
  // Callers pass an object literal: key on its content, not its identity.
  const defaultsKey = JSON.stringify(defaults);
  // biome-ignore lint/correctness/useExhaustiveDependencies: defaults are compared by content (defaultsKey)
  const stableDefaults = useMemo(() => defaults, [defaultsKey]);
  const state = useMemo(() => readUrlState(params, stableDefaults), [params, stableDefaults]);
  // Two changes in one event (a customer, then clearing its post) must both land: each builds on the last one written,
  // not on the params of the last render; a change that changes nothing writes no history entry.
  const latest = useRef(params);
  latest.current = params;
  const setState = useCallback<TSetUrlState<T>>(
    (patch, options) => {
      const next = writeUrlState(latest.current, stableDefaults, patch);
      if (next.toString() === latest.current.toString()) return;
      latest.current = next;
      setParams(next, { replace: options?.replace });
    },
    [setParams, stableDefaults],
  );
  return [state, setState];
};

/**
 * The text of a search box bound to a URL value: typing updates the box at once and the URL after a pause; a URL
 * change from elsewhere (back button, "clear filters") shows in the box.
 */
export const useUrlSearchText = (urlValue: string, commit: (text: string) => void, delayMs = 300): [string, (text: string) => void] => {
  const [text, setText] = useState(urlValue);
  const [shownUrlValue, setShownUrlValue] = useState(urlValue);
  if (urlValue !== shownUrlValue) {
    setShownUrlValue(urlValue);
    setText(urlValue);
  }
  const commitRef = useRef(commit);
  commitRef.current = commit;
  useEffect(() => {
    if (text.trim() === urlValue) return;
    const timer = setTimeout(() => commitRef.current(text.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [text, urlValue, delayMs]);
  return [text, setText];
};
