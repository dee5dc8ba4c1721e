import { exportOnServer, type FieldDef, type ResourceApi, type ResourceName, toDomainError } from '@rec/domain';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { api } from '../app/api';
import { useNotify } from '../notify/NotifyProvider';
import { CLIENT_EXPORT_LIMIT, downloadBlob, fetchAll, writeWorkbook } from './export-xlsx';
import { listMessages as m } from './messages';

type Options = {
  name: ResourceName;
  client: ResourceApi;
  fields: FieldDef[];
  total: number;
  search: string;
  title: string;
};

export const useExport = ({ name, client, fields, total, search, title }: Options) => {
  const intl = useIntl();
  const notify = useNotify();
  const [exporting, setExporting] = useState(false);
  const fileName = `${name}-${new Date().toISOString().slice(0, 10)}.xlsx`;

  const viaServer = async () => {
    try {
      const columns = fields.map((f) => f.name);
      downloadBlob(await exportOnServer(api, { resource: name, columns, ...(search ? { search } : {}) }), fileName);
    } catch (error) {
      // The reference server does not serve POST /exports yet: say so instead of a bare failure.
      const notServed = toDomainError(error).kind === 'notFound';
      notify({
        message: notServed
          ? { ...m.exportTooLarge, values: { limit: intl.formatNumber(CLIENT_EXPORT_LIMIT) } }
          : m.exportFailed,
      });
    }
  };

  const run = async () => {
    setExporting(true);
    try {
      if (total > CLIENT_EXPORT_LIMIT) await viaServer();
      else await writeWorkbook(intl, fields, await fetchAll(client.list, search), title, fileName);
    } catch {
      notify({ message: m.exportFailed });
    } finally {
      setExporting(false);
    }
  };
  return { exporting, run };
};
