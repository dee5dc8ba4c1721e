import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors';
import type { UploadedFile } from './types';

const MAX_FILE_BYTES = 50 * 1024 * 1024;

/** Reads a multipart request: text fields into an object (repeated keys → arrays), files into buffers. */
export async function readMultipart(
  req: FastifyRequest,
): Promise<{ fields: Record<string, unknown>; files: UploadedFile[] }> {
  if (!req.isMultipart()) throw badRequest('Envie o formulário como multipart/form-data');
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of req.parts({ limits: { fileSize: MAX_FILE_BYTES, files: 20 } })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        files.push({ field: part.fieldname, filename: part.filename, mimetype: part.mimetype, data });
        continue;
      }
      const prev = fields[part.fieldname];
      const value = part.value;
      fields[part.fieldname] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
    }
  } catch (err) {
    throw badRequest(`Formulário inválido: ${(err as Error).message}`);
  }
  return { fields, files };
}
