import { describe, expect, it } from 'vitest';
import type { TCategory } from '@dawa/contract';
import { groupCategories } from './category-tree.ts';

let n = 0;
function category(overrides: Partial<TCategory> = {}): TCategory {
  n += 1;
  return {
    id: `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`,
    slug: `c-${String(n)}`,
    name: `Category ${String(n)}`,
    description: 'About it',
    image: null,
    parent_id: null,
    is_parent: overrides.parent_id == null,
    status: 'ACTIVE',
    regulated: false,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('groupCategories', () => {
  const medicines = category({ name: 'Medicines' });
  const antibiotics = category({ name: 'Antibiotics', parent_id: medicines.id, regulated: true });
  const vitamins = category({ name: 'Vitamins', parent_id: medicines.id, status: 'INACTIVE' });
  const ppe = category({ name: 'PPE', status: 'INACTIVE' });

  it('nests each sub-category under its parent, in the order of the list', () => {
    const groups = groupCategories([medicines, antibiotics, vitamins, ppe]);
    expect(groups.map((g) => [g.parent?.name, g.children.map((c) => c.name)])).toEqual([
      ['Medicines', ['Antibiotics', 'Vitamins']],
      ['PPE', []],
    ]);
    expect(groups.every((g) => g.isListed)).toBe(true);
  });

  it('names the parent of a sub-category that a search matched alone', () => {
    const [group] = groupCategories([antibiotics], [medicines, ppe]);
    expect(group?.parent?.name).toBe('Medicines');
    expect(group?.isListed).toBe(false);
    expect(group?.children).toEqual([antibiotics]);
  });

  it('keeps an unknown parent as a group without a name', () => {
    const [group] = groupCategories([antibiotics]);
    expect(group?.parent).toBeNull();
    expect(group?.parentId).toBe(medicines.id);
  });

  it('filters by status, keeping a parent for its matching sub-categories', () => {
    const inactive = groupCategories([medicines, antibiotics, vitamins, ppe], [], 'INACTIVE');
    expect(
      inactive.map((g) => [g.parent?.name, g.isListed, g.children.map((c) => c.name)]),
    ).toEqual([
      ['Medicines', false, ['Vitamins']],
      ['PPE', true, []],
    ]);
    const active = groupCategories([medicines, antibiotics, vitamins, ppe], [], 'ACTIVE');
    expect(active.map((g) => [g.parent?.name, g.children.map((c) => c.name)])).toEqual([
      ['Medicines', ['Antibiotics']],
    ]);
  });

  it('ignores a category that two pages both returned', () => {
    const groups = groupCategories([medicines, antibiotics, antibiotics]);
    expect(groups[0]?.children).toHaveLength(1);
  });
});
