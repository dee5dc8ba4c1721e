import { HttpError, notFound } from '../../http/errors';
import type { Handlers } from '../../http/types';
import { FILE_NOT_FOUND, fileInScope } from './scope';

/**
 * GET /files/{id}: the stored bytes of an attachment or receipt, with its stored type and name,
 * streamed from storage (never read whole); large files wait for a slot of the download gate.
 */
export const filesHandlers: Handlers = {
  async downloadFile({ db, user, params, services, reply }) {
    const file = await fileInScope(db, user, params.id);
    // Bytes gone from storage (removed by hand, a lost volume): the file is not there to answer.
    const opened = await services.files.open(file.storage_key).catch((err: NodeJS.ErrnoException) => {
      throw err.code === 'ENOENT' ? notFound(FILE_NOT_FOUND) : err;
    });
    const left = new AbortController();
    const onClose = () => left.abort();
    reply.raw.once('close', onClose); // the caller left while waiting
    let release: () => void;
    try {
      release = await services.downloads.enter(opened.size, left.signal);
    } catch (err) {
      opened.close();
      if (err instanceof HttpError && err.status === 429)
        reply.header('retry-after', String(services.downloads.retryAfterSeconds));
      throw err;
    } finally {
      reply.raw.off('close', onClose);
    }
    // The stream closes on the last byte, on an error, or when the client goes (Fastify destroys it).
    opened.stream.once('close', release);
    return {
      kind: 'file',
      contentType: file.content_type,
      filename: file.name,
      body: opened.stream,
      length: opened.size,
    };
  },
};
