/** An operation's resource family (its contract tag) and the access it needs. */
export type OperationScope = readonly [family: string, access: 'read' | 'write'];

/** The organisation a machine client belongs to. */
export type ClientOrganization = 'registry' | 'registrant' | 'participant';
