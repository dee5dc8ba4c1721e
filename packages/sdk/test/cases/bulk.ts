import { type Cases, formData, xlsx } from './kit';

// Bulk files (ADR 0127): the templates and the result are files, the upload is multipart.
export const bulkCases = {
  getBulkTemplate: (c) => c.GET('/bulk/templates/{kind}', { params: { path: { kind: 'transfers' } }, parseAs: 'blob' }),
  uploadBulkFile: (c) =>
    c.POST('/bulk/files/{kind}', {
      params: { path: { kind: 'transfers' } },
      body: { file: xlsx('file') },
      bodySerializer: formData,
    }),
  getBulkJobResult: (c) => c.GET('/bulk/jobs/{id}/result', { params: { path: { id: 1 } }, parseAs: 'blob' }),
} satisfies Cases;
