// The wiki's flat page list as a tree: children in their order; a page whose parent the reader cannot see (hidden by
// role) shows at the top level.
import type { TWikiPageSummary } from '@centinela/shared/contracts/wiki';

export type TWikiNode = TWikiPageSummary & { children: TWikiNode[]; depth: number };

export const buildWikiTree = (pages: readonly TWikiPageSummary[]): TWikiNode[] => {
  const ids = new Set(pages.map((p) => p.id));
  const byParent = new Map<string | null, TWikiPageSummary[]>();
  for (const page of pages) {
    const parent = page.parentId && ids.has(page.parentId) ? page.parentId : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), page]);
  }
  const seen = new Set<string>();
  const build = (parent: string | null, depth: number): TWikiNode[] =>
    (byParent.get(parent) ?? [])
      .slice()
      .sort((a, b) => a.position - b.position || a.title.localeCompare(b.title))
      .filter((p) => !seen.has(p.id) && seen.add(p.id))
      .map((p) => ({ ...p, depth, children: build(p.id, depth + 1) }));
  return build(null, 0);
};

/** Every node in display order (depth-first), for pickers. */
export const flattenWikiTree = (nodes: readonly TWikiNode[]): TWikiNode[] => nodes.flatMap((n) => [n, ...flattenWikiTree(n.children)]);

/** The ids of a page and all pages under it (a page cannot move under one of them). */
export const subtreeIds = (nodes: readonly TWikiNode[], id: string): Set<string> => {
  const node = flattenWikiTree(nodes).find((n) => n.id === id);
  return new Set(node ? flattenWikiTree([node]).map((n) => n.id) : [id]);
};

export const wikiPageHref = (id: string) => `/wiki?page=${id}`;
