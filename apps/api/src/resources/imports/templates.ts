import type { FileReply, Handlers } from '../../http/types';
import { importTemplate } from '../../imports/templates/files';

// GET /imports/templates/{kind}: a template holds no one's data (columns and an example row), so
// any signed-in user may have it (ADR 0087); the screens offer each one where its import is.
export const templateHandlers: Handlers = {
  async getImportTemplate({ params }) {
    const t = await importTemplate(params.kind);
    const reply: FileReply = { kind: 'file', contentType: t.contentType, filename: t.filename, body: t.body };
    return reply;
  },
};
