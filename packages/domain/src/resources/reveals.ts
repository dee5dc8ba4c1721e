import type { Label } from '../menus/route';
import type { ResourceName } from './names';
import { resource } from './registry';

/**
 * The secret an answer carries this once (an action's or a create's `reveals`: a machine
 * client's new secret, a webhook's `whsec_` key), or null when the answer has none to show.
 */
export const revealedIn = (answer: unknown, field: string | null): string | null => {
  if (field === null || typeof answer !== 'object' || answer === null) return null;
  const value = (answer as Record<string, unknown>)[field];
  return typeof value === 'string' && value !== '' ? value : null;
};

/** What the shown-once dialog is titled: the revealed field's own label (reveals.test.ts: it has one). */
export const revealLabel = (name: ResourceName, field: string): Label => {
  const label = resource(name).fields.find((f) => f.name === field)?.label;
  if (!label) throw new TypeError(`${name} reveals ${field}, which is not one of its fields`);
  return label;
};
