import { type CatalogueEntry, entry } from './entry';

// Bulk files' refusals (issue 41 item 3, ADR 0127): the server sends the code, the web shows this.
export const BULK_MESSAGES = {
  BULK_HAS_ERRORS: entry('errors.bulk.hasErrors', 'O arquivo tem linhas com erro: corrija-as e envie-o de novo'),
  BULK_NOT_DONE: entry('errors.bulk.notDone', 'O arquivo de resultado fica pronto quando o lote é concluído'),
} as const satisfies Record<string, CatalogueEntry>;
