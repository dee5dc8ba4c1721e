import type { Handlers } from '../../http/types';
import { fileInScope } from './scope';

/** GET /files/{id}: the stored bytes of an attachment or receipt, with its stored type and name. */
export const filesHandlers: Handlers = {
  async downloadFile({ db, user, params, services }) {
    const file = await fileInScope(db, user, params.id);
    const body = await services.files.get(file.storage_key);
    return { kind: 'file', contentType: file.content_type, filename: file.name, body };
  },
};
