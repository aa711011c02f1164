import type { CSSProperties } from 'react';

/**
 * Inline style carrying the column count of a radio or checkbox group
 * (spec §2: multi-select and radio questions are laid out in 3 columns),
 * from `ui:options.columns`; theme.css collapses to one column on narrow
 * screens.
 */
export function choiceColumnsStyle(columns: unknown): CSSProperties {
  const count = typeof columns === 'number' && columns > 0 ? Math.floor(columns) : 1;
  return { '--choice-columns': String(count) } as CSSProperties;
}
