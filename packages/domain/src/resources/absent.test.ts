import { describe, expect, it } from 'vitest';
import { RESOURCES } from './all';

// The API answers no organisation for the registry's own subscriptions and clients: their cells
// name the registry as the organisation filter does, never stay blank.
describe('a cell whose absent value means the registry', () => {
  it.each(['webhooks', 'apiclients'] as const)("names the registry in %s' organisation cell", (name) => {
    const field = RESOURCES[name].fields.find((f) => f.name === 'organization_name');
    expect(field?.absent).toEqual({ id: 'enums.clientOrganization.registry', defaultMessage: 'Registro' });
  });
});
