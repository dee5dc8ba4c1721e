import type { Schemas } from '@rec/sdk';
import type { PolicyResource } from '../resources/names';
import type { Role } from './roles';

// The field-level half of the policy: the fields of a record a role reads, for the roles that
// read less than the whole record its row scope lets it see. A resource or a role not named here
// reads every field. The API selects, searches, sorts and exports only these fields.

type FieldPolicy = Readonly<Partial<Record<PolicyResource, Readonly<Partial<Record<Role, readonly string[]>>>>>>;

// Registrant staff meet participants only to pick one (the emission form, the enterprise's
// certificate receiver, a connection request, a list filter): the name, and the I-REC code that
// tells apart two trade accounts of one company. Contacts, price, invoicing and the external
// platform's user stay with the admin and the participant's own admin.
const PARTICIPANT_SUMMARY = [
  'id',
  'name',
  'irec_code',
  'approved',
  'created_at',
] as const satisfies readonly (keyof Schemas['Participant'])[];

export const FIELD_POLICY: FieldPolicy = {
  participants: {
    client: PARTICIPANT_SUMMARY,
    client_admin: PARTICIPANT_SUMMARY,
    client_financial: PARTICIPANT_SUMMARY,
  },
};

/** Whether a role reads a field of a resource's records (any name: an export's list, say). */
export const readsField = (role: Role, resource: string, field: string): boolean => {
  const fields = Object.hasOwn(FIELD_POLICY, resource) ? FIELD_POLICY[resource as PolicyResource]?.[role] : undefined;
  return !fields || fields.includes(field);
};

/** The fields, of those given, a role reads (in the order given). */
export const readableFields = <F extends string>(role: Role, resource: string, fields: readonly F[]): F[] =>
  fields.filter((f) => readsField(role, resource, f));
