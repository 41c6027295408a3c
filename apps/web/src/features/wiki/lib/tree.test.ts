import { describe, expect, it } from 'vitest';
import { buildWikiTree, flattenWikiTree, subtreeIds } from './tree';

const page = (id: string, parentId: string | null, position: number) => ({
  id,
  parentId,
  position,
  title: id,
  visibleRoles: [],
  updatedAt: '2026-01-01T00:00:00Z',
  snippet: null,
});

describe('buildWikiTree', () => {
  it('nests children in their order; a page whose parent is hidden is at the top', () => {
    const tree = buildWikiTree([page('b', 'a', 1), page('a', null, 0), page('c', 'a', 0), page('d', 'hidden', 0)]);
    expect(tree.map((n) => n.id)).toEqual(['a', 'd']);
    expect(tree[0].children.map((n) => n.id)).toEqual(['c', 'b']);
    expect(flattenWikiTree(tree).map((n) => `${n.id}${n.depth}`)).toEqual(['a0', 'c1', 'b1', 'd0']);
    expect([...subtreeIds(tree, 'a')].sort()).toEqual(['a', 'b', 'c']);
  });
});
