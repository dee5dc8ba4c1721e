import { type CatalogueEntry, entry } from './entry';

// Standing agreements' refusals (ADR 0126): the server sends the code, the web shows this.
export const AGREEMENT_MESSAGES = {
  AGREEMENT_TO_SELF: entry('errors.agreements.toSelf', 'Acordos são feitos com contas de outro participante'),
} as const satisfies Record<string, CatalogueEntry>;
