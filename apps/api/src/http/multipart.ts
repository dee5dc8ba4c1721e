import type { FastifyRequest } from 'fastify';
import { refuseControl, safeFileName } from './control-chars';
import { badRequest, unprocessable } from './errors';
import type { UploadedFile } from './types';

const MAX_FILE_BYTES = 50 * 1024 * 1024;

/** The contract closes multipart bodies too: a field or file it does not declare is refused. */
function refuseUnknown(name: string, declared: ReadonlySet<string>): void {
  if (declared.has(name)) return;
  throw unprocessable('VALIDATION_FAILED', 'Dados inválidos', [
    { field: name, code: 'additionalProperties', message: 'must NOT have additional properties' },
  ]);
}

/** Reads a multipart request: text fields into an object (repeated keys → arrays), files into buffers. */
export async function readMultipart(
  req: FastifyRequest,
  declared: ReadonlySet<string>,
): Promise<{ fields: Record<string, unknown>; files: UploadedFile[] }> {
  if (!req.isMultipart()) throw badRequest('Envie o formulário como multipart/form-data');
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of req.parts({ limits: { fileSize: MAX_FILE_BYTES, files: 20 } })) {
      refuseControl(part.fieldname, 'body');
      refuseUnknown(part.fieldname, declared);
      if (part.type === 'file') {
        refuseControl(part.filename, `${part.fieldname}.filename`);
        const data = await part.toBuffer();
        files.push({ field: part.fieldname, filename: safeFileName(part.filename), mimetype: part.mimetype, data });
        continue;
      }
      const prev = fields[part.fieldname];
      const value = part.value;
      refuseControl(value, part.fieldname);
      fields[part.fieldname] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
    }
  } catch (err) {
    if (err instanceof Error && err.name === 'HttpError') throw err;
    throw badRequest(`Formulário inválido: ${(err as Error).message}`);
  }
  return { fields, files };
}
