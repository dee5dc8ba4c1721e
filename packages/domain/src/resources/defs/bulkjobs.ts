import { defineResource, op } from '../define';
import { BULK_JOB_STATUS, BULK_KIND } from '../enums';
import { choice, datetime, integer, mwh, period, ref, text } from '../field';
import type { FiltersOf } from '../screen-types';

const filters: FiltersOf<'listBulkJobs'> = {
  participant_id: ref('Organização', 'participants'),
  kind: choice('Tipo', BULK_KIND),
  status: choice('Situação', BULK_JOB_STATUS),
  period: period('Mês do envio'),
};

// The registry's oversight of bulk files (issue 41 item 4, ADR 0134): every organisation's jobs,
// newest first, read only. A job opens on its detail page; a booked one's result file downloads
// from the row. The participant's own files stay on its "Envio em lote" (typed calls, bulk.ts).
export const bulkjobs = defineResource('bulkjobs', {
  label: 'Envios em lote',
  // A job goes by its file's name in headings and buttons (its id when the file had none).
  title: 'file_name',
  fields: {
    id: integer('Lote', { column: false }),
    participant_name: text('Organização'),
    kind: choice('Tipo', BULK_KIND),
    file_name: text('Arquivo'),
    total: integer('Linhas'),
    valid: integer('Linhas válidas', { column: false }),
    invalid: integer('Linhas com erro', { column: false }),
    total_volume: mwh('Volume (MWh)'),
    status: choice('Situação', BULK_JOB_STATUS),
    processed: integer('Linhas registradas'),
    // The job's outcome in words: what was booked, or why nothing was.
    message: text('Mensagem', { column: false }),
    created_at: datetime('Enviado em'),
    created_by_name: text('Enviado por'),
    finished_at: datetime('Concluído em', { column: false }),
  },
  operations: {
    list: op('GET', '/bulk/jobs', 'listBulkJobs'),
    show: op('GET', '/bulk/jobs/{id}', 'getBulkJob'),
    download: op('GET', '/bulk/jobs/{id}/result', 'getBulkJobResult'),
  },
  listed: [
    'participant_name',
    'kind',
    'file_name',
    'total',
    'total_volume',
    'status',
    'processed',
    'created_at',
    'created_by_name',
  ],
  sortable: ['created_at', 'total', 'total_volume'],
  searchable: ['file_name', 'participant_name'],
  filters,
  actions: {
    // Secondary: the row's button stays the job's details; the file is in its "…" menu and on the page.
    download: {
      operation: 'download',
      tone: 'secondary',
      opens: { kind: 'file' },
      when: { status: ['done'] },
      pt: {
        label: 'Baixar resultado',
        success: 'Arquivo de resultado aberto',
        failure: 'Não foi possível baixar o arquivo de resultado',
      },
    },
  },
  detail: {
    file: { pt: 'Arquivo', fields: ['kind', 'file_name', 'total', 'valid', 'invalid', 'total_volume'] },
    job: { pt: 'Situação', fields: ['status', 'processed', 'message', 'created_at', 'finished_at'] },
  },
});
