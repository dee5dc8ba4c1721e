import { exportOnServer, type FieldDef, isExportable, type ListQuery, type ResourceName } from '@rec/domain';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useApi } from '../app/ApiProvider';
import type { AppMessage } from '../i18n/define';
import { useNotify } from '../notify/NotifyProvider';
import { filtersOf } from './list-params';
import { listMessages as m } from './messages';

type Options = { name: ResourceName; fields: FieldDef[]; query: ListQuery };

export const downloadBlob = (blob: Blob, fileName: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

/** Runs one server export and saves its workbook; a failure is a notice, the screen stays. */
export const useServerExport = (failed: AppMessage) => {
  const notify = useNotify();
  const [exporting, setExporting] = useState(false);
  const run = async (write: () => Promise<Blob>, fileName: string) => {
    setExporting(true);
    try {
      downloadBlob(await write(), `${fileName}-${new Date().toISOString().slice(0, 10)}.xlsx`);
    } catch {
      notify({ message: failed });
    } finally {
      setExporting(false);
    }
  };
  return { exporting, run };
};

// The server writes every export (POST /exports): the list's query (search, sort, filters) and
// the columns the user chose, headed by their labels in the user's language.
export const useExport = ({ name, fields, query }: Options) => {
  const intl = useIntl();
  const api = useApi();
  const server = useServerExport(m.exportFailed);
  const { search, sort, order } = query;
  const columns = fields.filter(isExportable);
  const run = () =>
    server.run(
      () =>
        exportOnServer(api, {
          resource: name,
          columns: columns.map((f) => f.name),
          labels: Object.fromEntries(columns.map((f) => [f.name, intl.formatMessage(f.label)])),
          filters: filtersOf(query),
          ...(typeof search === 'string' ? { search } : {}),
          ...(typeof sort === 'string' ? { sort, order: order === 'desc' ? 'desc' : 'asc' } : {}),
        }),
      name,
    );
  return { exporting: server.exporting, run };
};
