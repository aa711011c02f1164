import { describe, expect, it } from 'vitest';
import { dropDisplayOrder, type OrderedItem, parseDisplayOrder } from './display-order.ts';

/** The order the API lists items in: displayOrder, then id. */
function apiOrder(items: OrderedItem[]): number[] {
  return [...items].sort((a, b) => a.displayOrder - b.displayOrder || a.id - b.id).map((item) => item.id);
}

/** Applies a drop plan to the items (as the display-order route would, one item at a time). */
function applied(items: OrderedItem[], plan: ReturnType<typeof dropDisplayOrder>): OrderedItem[] {
  const orders = plan.kind === 'one' ? [{ id: plan.id, displayOrder: plan.displayOrder }] : plan.orders;
  return items.map((item) => ({ ...item, displayOrder: orders.find((entry) => entry.id === item.id)?.displayOrder ?? item.displayOrder }));
}

describe('parseDisplayOrder (spec §2 editable Order)', () => {
  it('reads whole numbers 0 to 1,000,000, spaces around ignored', () => {
    expect(parseDisplayOrder('0')).toBe(0);
    expect(parseDisplayOrder(' 42 ')).toBe(42);
    expect(parseDisplayOrder('1000000')).toBe(1_000_000);
  });

  it('refuses blank, negative, decimal, too large and non-numeric text', () => {
    for (const text of ['', '  ', '-1', '1.5', '1000001', '1e3', 'abc', '12a']) expect(parseDisplayOrder(text)).toBeNull();
  });
});

describe('dropDisplayOrder (drag and drop of Program Components)', () => {
  const items: OrderedItem[] = [
    { id: 1, displayOrder: 10 },
    { id: 2, displayOrder: 20 },
    { id: 3, displayOrder: 30 },
    { id: 4, displayOrder: 40 },
  ];

  it('moves one item with one change when its new neighbours leave room', () => {
    const plan = dropDisplayOrder(items, 4, 1);
    expect(plan.kind).toBe('one');
    expect(apiOrder(applied(items, plan))).toEqual([1, 4, 2, 3]);
  });

  it('moves to the top and to the bottom', () => {
    expect(apiOrder(applied(items, dropDisplayOrder(items, 3, 0)))).toEqual([3, 1, 2, 4]);
    expect(apiOrder(applied(items, dropDisplayOrder(items, 1, 3)))).toEqual([2, 3, 4, 1]);
  });

  it('uses the id tie-break when neighbours are adjacent numbers', () => {
    const tight: OrderedItem[] = [
      { id: 1, displayOrder: 0 },
      { id: 2, displayOrder: 1 },
      { id: 5, displayOrder: 2 },
    ];
    const plan = dropDisplayOrder(tight, 5, 1);
    expect(apiOrder(applied(tight, plan))).toEqual([1, 5, 2]);
  });

  it('renumbers by tens when no single number fits (equal orders, lower id moved after)', () => {
    const equal: OrderedItem[] = [
      { id: 1, displayOrder: 0 },
      { id: 2, displayOrder: 0 },
      { id: 3, displayOrder: 0 },
    ];
    const plan = dropDisplayOrder(equal, 1, 1);
    expect(plan.kind).toBe('renumber');
    expect(apiOrder(applied(equal, plan))).toEqual([2, 1, 3]);
  });

  it('plans nothing for a drop in place or an unknown id', () => {
    expect(dropDisplayOrder(items, 2, 1)).toEqual({ kind: 'renumber', orders: [] });
    expect(dropDisplayOrder(items, 99, 0)).toEqual({ kind: 'renumber', orders: [] });
  });
});
