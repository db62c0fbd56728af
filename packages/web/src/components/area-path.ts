import type { DictNode } from '@portal/contract';
import { lastLevel } from '@portal/contract/validators/rules';

/** The codes from the top of the tree down to `code`, or [] when the tree has no such code. */
export function pathTo(tree: readonly DictNode[], code: string | undefined): string[] {
  if (!code) return [];
  for (const node of tree) {
    if (node.value === code) return [code];
    const below = pathTo(node.children ?? [], code);
    if (below.length) return [node.value, ...below];
  }
  return [];
}

function nodeAt(tree: readonly DictNode[], path: readonly string[]): DictNode | undefined {
  let level = tree;
  let node: DictNode | undefined;
  for (const code of path) {
    node = level.find((n) => n.value === code);
    if (!node) return undefined;
    level = node.children ?? [];
  }
  return node;
}

/** Whether a code has nothing below it; an unknown code is not a leaf (nothing can be chosen under it either). */
export function isLeaf(tree: readonly DictNode[], code: string): boolean {
  const node = nodeAt(tree, pathTo(tree, code));
  return !!node && !node.children?.length;
}

/** The labels from the top down to `code` ('浙江省 / 宁波市 / 海曙区'); the code itself when the tree lacks it. */
export function pathLabel(tree: readonly DictNode[], code: string, separator = ' / '): string {
  const path = pathTo(tree, code);
  if (!path.length) return code;
  return path.map((_, i) => nodeAt(tree, path.slice(0, i + 1))!.label).join(separator);
}

/**
 * Spec §5: a cascading choice must reach the last level. The form keeps the last chosen code, so
 * the check rebuilds the path from the tree; a code the tree does not know is refused the same way.
 */
export function checkLastLevel(tree: readonly DictNode[], code: string | undefined): string | null {
  if (!code) return null;
  const path = pathTo(tree, code);
  return lastLevel(path.length ? path : [code], (last) => isLeaf(tree, last));
}
