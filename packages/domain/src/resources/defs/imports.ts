import { importBatchMachine } from '../../machines/import';
import { defineResource, op } from '../define';
import { IMPORT_KIND, IMPORT_STATUS } from '../enums';
import { choice, datetime, integer, text } from '../field';

// The imports history: every batch (who, when, kind, rows, result, the commit's anchor). A
// committed generation batch nothing has used yet can be rolled back as a whole (ADR 0041).
export const imports = defineResource('imports', {
  label: 'Importações',
  title: 'file_name',
  fields: {
    id: integer('Lote'),
    created_at: datetime('Enviado em'),
    created_by: text('Enviado por'),
    kind: choice('Tipo', IMPORT_KIND),
    file_name: text('Arquivo'),
    period_month: integer('Mês'),
    period_year: integer('Ano'),
    version: integer('Versão'),
    total: integer('Linhas'),
    valid: integer('Válidas'),
    invalid: integer('Com erro'),
    status: choice('Resultado', IMPORT_STATUS),
    committed_at: datetime('Confirmado em'),
    anchor_hash: text('Âncora (hash)'),
    rolled_back_at: datetime('Desfeito em'),
  },
  operations: {
    list: op('GET', '/imports/business', 'listImports'),
    show: op('GET', '/imports/batch/{id}', 'getImport'),
    rollback: op('POST', '/imports/rollback/{id}', 'rollbackImport'),
    // A batch opened from the history that is still a preview may be committed from there.
    commit: op('POST', '/imports/commit', 'commitImport'),
    commitStatus: op('GET', '/imports/commit/{id}', 'getImportCommit'),
  },
  listed: ['created_at', 'created_by', 'kind', 'file_name', 'total', 'status', 'anchor_hash'],
  sortable: ['id', 'created_at', 'kind', 'status', 'file_name', 'total', 'valid', 'invalid', 'committed_at'],
  filters: { kind: choice('Tipo', IMPORT_KIND) },
  state: { field: 'status', machine: importBatchMachine },
  detail: {
    batch: {
      pt: 'Lote',
      fields: ['id', 'kind', 'status', 'file_name', 'created_by', 'created_at', 'committed_at', 'rolled_back_at'],
    },
    content: {
      pt: 'Conteúdo',
      fields: ['period_month', 'period_year', 'version', 'total', 'valid', 'invalid', 'anchor_hash'],
    },
  },
  actions: {
    revert: {
      operation: 'rollback',
      event: 'rollback',
      tone: 'danger',
      confirm: true,
      pt: {
        label: 'Desfazer',
        confirm: 'Desfazer a importação {name}? A geração que ela gravou volta ao que era antes.',
        success: 'Importação desfeita',
        failure: 'Erro ao desfazer a importação',
      },
    },
  },
});
