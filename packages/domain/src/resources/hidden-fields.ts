import { treeOf } from '../policy/roles';
import type { ResourceName } from './names';
import { resource } from './registry';

// The fields a role's tree never sees (its own organisation, the same on every row). Apart from the
// form's offering (./offered-fields.ts) because lists and detail pages read it too, without zod.
// The fields a role's tree never sees (its own organisation, the same on every row).
export const hiddenFor = (role: string | null | undefined, name: ResourceName): readonly string[] => {
  const tree = treeOf(role);
  return tree === 'registrant' || tree === 'participant' ? (resource(name).hiddenIn[tree] ?? []) : [];
};
