import type { FeatureFlag } from '@jade/contract/flags';
import type { WhitelabelNode } from '@jade/contract/system';

/** The feature flags that are on: a node counts only when it and every ancestor are enabled. */
export function enabledFlags(tree: readonly WhitelabelNode[] | undefined): Set<FeatureFlag> {
  const on = new Set<FeatureFlag>();
  const walk = (nodes: readonly WhitelabelNode[]) => {
    for (const n of nodes) {
      if (n.enabled !== '1') continue;
      on.add(n.modId as FeatureFlag);
      walk(n.children);
    }
  };
  walk(tree ?? []);
  return on;
}
