import { exportOnServer, type FieldDef, type ListQuery, type ResourceName } from '@rec/domain';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useApi } from '../app/ApiProvider';
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

// The server writes every export (POST /exports): the list's query (search, sort, filters) and
// the columns the user chose, headed by their labels in the user's language.
export const useExport = ({ name, fields, query }: Options) => {
  const intl = useIntl();
  const api = useApi();
  const notify = useNotify();
  const [exporting, setExporting] = useState(false);
  const run = async () => {
    setExporting(true);
    try {
      const { search, sort, order } = query;
      const blob = await exportOnServer(api, {
        resource: name,
        columns: fields.map((f) => f.name),
        labels: Object.fromEntries(fields.map((f) => [f.name, intl.formatMessage(f.label)])),
        filters: filtersOf(query),
        ...(typeof search === 'string' ? { search } : {}),
        ...(typeof sort === 'string' ? { sort, order: order === 'desc' ? 'desc' : 'asc' } : {}),
      });
      downloadBlob(blob, `${name}-${new Date().toISOString().slice(0, 10)}.xlsx`);
    } catch {
      notify({ message: m.exportFailed });
    } finally {
      setExporting(false);
    }
  };
  return { exporting, run };
};
