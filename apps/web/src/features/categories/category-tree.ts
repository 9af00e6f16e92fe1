import type { TCategory, TStatus } from '@dawa/contract';

export interface CategoryGroup {
  /** The parent category; null when the list holds a sub-category of a parent we cannot name. */
  parent: TCategory | null;
  parentId: string;
  /** Whether the parent itself is in the list (a search may match only its sub-categories). */
  isListed: boolean;
  children: TCategory[];
}

export type StatusFilter = TStatus | 'ALL';

/**
 * Groups a flat list (parents and sub-categories, in the API's order) into parent groups, in the
 * order each parent first appears. A sub-category whose parent is not in the list (a search that
 * matched only the child) is shown under its parent taken from `knownParents`.
 */
export function groupCategories(
  items: readonly TCategory[],
  knownParents: readonly TCategory[] = [],
  status: StatusFilter = 'ALL',
): CategoryGroup[] {
  const parentsById = new Map(knownParents.map((p) => [p.id, p]));
  const groups = new Map<string, CategoryGroup>();
  const groupOf = (id: string): CategoryGroup => {
    let group = groups.get(id);
    if (!group) {
      group = { parent: parentsById.get(id) ?? null, parentId: id, isListed: false, children: [] };
      groups.set(id, group);
    }
    return group;
  };
  const seen = new Set<string>();
  for (const item of items) {
    // Pages are fetched while the list changes: the same category may come twice.
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    if (item.parent_id === null) {
      const group = groupOf(item.id);
      group.parent = item;
      group.isListed = true;
    } else {
      groupOf(item.parent_id).children.push(item);
    }
  }
  const matches = (c: TCategory) => status === 'ALL' || c.status === status;
  return [...groups.values()].flatMap((group) => {
    const children = group.children.filter(matches);
    const parentMatches = group.isListed && group.parent !== null && matches(group.parent);
    if (!parentMatches && children.length === 0) return [];
    return [{ ...group, isListed: parentMatches, children }];
  });
}
