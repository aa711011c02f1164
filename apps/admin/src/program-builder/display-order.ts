/** spec §2 Order: the largest displayOrder the API takes (schemas: display-order/{n} maximum). */
export const MAX_DISPLAY_ORDER = 1_000_000;

/**
 * Reads a typed Order (spec §2: Program Components 'editable number',
 * Program Questions 'editable, free text'): a whole number 0 to 1,000,000,
 * spaces around ignored. Anything else (blank, '1.5', '-1', 'abc') → null.
 */
export function parseDisplayOrder(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,7}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= MAX_DISPLAY_ORDER ? value : null;
}

/** An item of an ordered list: its id and displayOrder (the API sorts by displayOrder, then id). */
export interface OrderedItem {
  id: number;
  displayOrder: number;
}

/** The order changes a drag and drop needs: one item's new displayOrder, or new orders for several. */
export type DropOrder =
  { kind: 'one'; id: number; displayOrder: number } | { kind: 'renumber'; orders: { id: number; displayOrder: number }[] };

function before(a: OrderedItem, b: OrderedItem): boolean {
  return a.displayOrder < b.displayOrder || (a.displayOrder === b.displayOrder && a.id < b.id);
}

/**
 * What to save after a drag and drop moved item `id` to position `to`
 * (0-based) of `items` (in their current order, sorted by displayOrder then
 * id as the API lists them). Prefers one change: a displayOrder that sorts
 * the moved item between its new neighbours (the API's display-order route
 * changes one item). When no such number exists (neighbours with equal or
 * adjacent orders) every item gets (position + 1) x 10 and only the items
 * whose order changes are listed. Unknown id or a move to the same place →
 * `{ kind: 'renumber', orders: [] }` (nothing to save).
 */
export function dropDisplayOrder(items: readonly OrderedItem[], id: number, to: number): DropOrder {
  const from = items.findIndex((item) => item.id === id);
  if (from < 0 || from === to) return { kind: 'renumber', orders: [] };
  const moved = items[from] as OrderedItem;
  const rest = items.filter((item) => item.id !== id);
  const position = Math.max(0, Math.min(to, rest.length));
  const previous = rest[position - 1];
  const next = rest[position];
  const low = previous?.displayOrder ?? 0;
  const high = next?.displayOrder ?? low + 10;
  const candidates = [Math.floor((low + high) / 2), low, low + 1, high, high - 1];
  for (const displayOrder of candidates) {
    if (displayOrder < 0 || displayOrder > MAX_DISPLAY_ORDER) continue;
    const candidate = { id: moved.id, displayOrder };
    if ((previous === undefined || before(previous, candidate)) && (next === undefined || before(candidate, next))) {
      return { kind: 'one', id: moved.id, displayOrder };
    }
  }
  const arranged = [...rest.slice(0, position), moved, ...rest.slice(position)];
  const orders = arranged
    .map((item, index) => ({ id: item.id, displayOrder: (index + 1) * 10, current: item.displayOrder }))
    .filter((entry) => entry.displayOrder !== entry.current)
    .map(({ id: itemId, displayOrder }) => ({ id: itemId, displayOrder }));
  return { kind: 'renumber', orders };
}
