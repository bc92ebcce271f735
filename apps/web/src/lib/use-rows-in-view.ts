import { useState } from 'react';

// About two phone screens, or one laptop screen, of a list's rows: what a person sees before scrolling.
const ROWS_A_STEP = 20;

/**
 * The loaded rows of a long list that are drawn: the first screens at once, the next ones as the person
 * scrolls towards them (the list's infinite scroll asks for them before the hub's next page). A page of
 * 100 rows drawn at once blocks a phone for about two seconds. `list` names what the rows are of (the
 * filters and sort): another list starts from its first rows again.
 */
export function useRowsInView<T>(rows: T[], list: unknown) {
  const [drawn, setDrawn] = useState({ list, count: ROWS_A_STEP, loaded: rows.length });
  let { count } = drawn;
  if (drawn.list !== list) count = ROWS_A_STEP;
  // More rows came because every loaded one was drawn and the person had reached the end: the first of the
  // new ones are drawn at once.
  else if (rows.length > drawn.loaded && drawn.loaded > 0 && count >= drawn.loaded)
    count = drawn.loaded + ROWS_A_STEP;
  if (drawn.list !== list || drawn.count !== count || drawn.loaded !== rows.length) {
    setDrawn({ list, count, loaded: rows.length });
  }
  return {
    rows: rows.length > count ? rows.slice(0, count) : rows,
    /** Loaded rows not drawn yet. */
    hidden: rows.length > count,
    drawMore: () => setDrawn({ list, count: count + ROWS_A_STEP, loaded: rows.length }),
  };
}
