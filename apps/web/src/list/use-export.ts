import { exportOnServer, type FieldDef, type ResourceApi, type ResourceName } from '@rec/domain';
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

  // Large lists are written by the server (POST /exports, exceljs streaming): the browser would
  // have to hold every row. Its sheet has the list's columns, headed by their keys.
  const viaServer = async () => {
    const columns = fields.map((f) => f.name);
    downloadBlob(await exportOnServer(api, { resource: name, columns, ...(search ? { search } : {}) }), fileName);
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
