import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FILE_TYPES_ALLOWED, HARDENING_MESSAGES, SERVER_TEXTS, serverText } from '@rec/domain';
import type { FastifyRequest } from 'fastify';
import type { UploadLimits } from './contract';
import { refuseControl, safeFileName } from './control-chars';
import { badRequest, HttpError, unprocessable } from './errors';
import { fieldMessage } from './field-messages';
import { HEAD_BYTES, isMarkup, labels, sniff } from './file-types';
import type { UploadedFile } from './types';

// Multipart uploads are streamed to spool files (issue 10 §4): memory stays flat whatever the size.
// Each operation's caps come from the contract (`x-upload-limits`); past one, 413 PAYLOAD_TOO_LARGE.

const SPOOL = path.join(tmpdir(), 'rec-uploads');
const DEFAULT_LIMITS: UploadLimits = { fileBytes: 10 * 2 ** 20, files: 1, requestBytes: 11 * 2 ** 20 };
const MAX_FIELDS = 50;
const MAX_FIELD_BYTES = 64 * 1024;

const mb = (bytes: number) => `${Math.round((bytes / 2 ** 20) * 10) / 10} MB`;

export function payloadTooLarge(what: string): HttpError {
  return new HttpError(413, 'PAYLOAD_TOO_LARGE', serverText(SERVER_TEXTS.maiorPermitido, { what }));
}

/** Refuses a request whose declared length is already over the operation's cap. */
export function refuseDeclaredLength(req: FastifyRequest, limits: UploadLimits | undefined): void {
  const length = Number(req.headers['content-length'] ?? 0);
  const cap = (limits ?? DEFAULT_LIMITS).requestBytes;
  if (length > cap) throw payloadTooLarge(serverText(SERVER_TEXTS.requisicaoMaximo, { cap: mb(cap) }));
}

/** The contract closes multipart bodies too: a field or file it does not declare is refused. */
function refuseUnknown(name: string, declared: ReadonlySet<string>): void {
  if (declared.has(name)) return;
  throw unprocessable('VALIDATION_FAILED', serverText(SERVER_TEXTS.dadosInvalidos), [
    {
      field: name,
      code: 'additionalProperties',
      message: fieldMessage({ keyword: 'additionalProperties', params: {} }),
    },
  ]);
}

/** Counts the bytes of every file of the request against the whole-request cap. */
function requestMeter(cap: number) {
  let total = 0;
  return () =>
    new Transform({
      transform(chunk: Buffer, _enc, done) {
        total += chunk.length;
        if (total > cap) done(payloadTooLarge(serverText(SERVER_TEXTS.requisicaoMaximo, { cap: mb(cap) })));
        else done(null, chunk);
      },
    });
}

function fromBusboy(err: unknown, limits: UploadLimits): HttpError {
  if (err instanceof HttpError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return payloadTooLarge(serverText(SERVER_TEXTS.arquivoMaximoArquivo, { fileBytes: mb(limits.fileBytes) }));
  if (code === 'FST_FILES_LIMIT')
    return payloadTooLarge(serverText(SERVER_TEXTS.numeroArquivosMaximo, { files: limits.files }));
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
    return payloadTooLarge(serverText(SERVER_TEXTS.formulario));
  return badRequest(serverText(SERVER_TEXTS.formularioInvalido, { message: (err as Error).message }));
}

/**
 * Reads a multipart request: text fields into an object (repeated keys → arrays), files into spool
 * files. `spooled` receives every spool path so that the caller removes them after the response.
 */
export async function readMultipart(
  req: FastifyRequest,
  declared: ReadonlySet<string>,
  limitsOrUndefined: UploadLimits | undefined,
  spooled: string[],
  /** Field → the media types its bytes may be (the contract's `encoding`). */
  fileTypes: ReadonlyMap<string, readonly string[]> = new Map(),
): Promise<{ fields: Record<string, unknown>; files: UploadedFile[] }> {
  if (!req.isMultipart()) throw badRequest(serverText(SERVER_TEXTS.envieFormularioComoMultipartForm));
  const limits = limitsOrUndefined ?? DEFAULT_LIMITS;
  const fields: Record<string, unknown> = {};
  const files: (UploadedFile & { head: Buffer })[] = [];
  const meter = requestMeter(limits.requestBytes);
  try {
    const parts = req.parts({
      limits: { fileSize: limits.fileBytes, files: limits.files, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES },
    });
    for await (const part of parts) {
      refuseControl(part.fieldname, 'body');
      refuseUnknown(part.fieldname, declared);
      if (part.type === 'file') {
        refuseControl(part.filename, `${part.fieldname}.filename`);
        await mkdir(SPOOL, { recursive: true });
        const spool = path.join(SPOOL, randomUUID());
        spooled.push(spool);
        let size = 0;
        const heads: Buffer[] = [];
        const count = new Transform({
          transform(chunk: Buffer, _enc, done) {
            if (size < HEAD_BYTES) heads.push(chunk.subarray(0, HEAD_BYTES - size));
            size += chunk.length;
            done(null, chunk);
          },
        });
        await pipeline(part.file, meter(), count, createWriteStream(spool));
        files.push({
          field: part.fieldname,
          filename: safeFileName(part.filename),
          mimetype: part.mimetype,
          size,
          path: spool,
          read: () => readFile(spool),
          typeChecked: false,
          head: Buffer.concat(heads),
        });
        continue;
      }
      const value = part.value;
      refuseControl(value, part.fieldname);
      const prev = fields[part.fieldname];
      fields[part.fieldname] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
    }
  } catch (err) {
    throw fromBusboy(err, limits);
  }
  // Types after caps: a request over a cap is 413 whatever its files are.
  return { fields, files: files.map(({ head, ...file }) => typed(file, head, fileTypes.get(file.field))) };
}

/**
 * The file with the type its first bytes are, or 422 FILE_TYPE_NOT_ALLOWED when they are none of
 * the field's types (issue 35 item 12). A field that declares none still refuses markup. An empty
 * file has nothing to sniff: its operation decides (most answer FILE_NOT_FOUND).
 */
function typed(file: UploadedFile, head: Buffer, allowed: readonly string[] | undefined): UploadedFile {
  if (!allowed) {
    if (isMarkup(head)) throw wrongType(file.field, []);
    return file;
  }
  if (!file.size) return { ...file, mimetype: 'application/octet-stream', typeChecked: true }; // nothing to render
  const type = sniff(head, allowed, file.mimetype, file.filename);
  if (!type) throw wrongType(file.field, allowed);
  return { ...file, mimetype: type, typeChecked: true };
}

function wrongType(field: string, allowed: readonly string[]): HttpError {
  const message = allowed.length
    ? FILE_TYPES_ALLOWED.defaultMessage.replace('{allowed}', labels(allowed))
    : HARDENING_MESSAGES.FILE_TYPE_NOT_ALLOWED.defaultMessage;
  return unprocessable('FILE_TYPE_NOT_ALLOWED', message, [{ field, code: 'type', message }]);
}

/** Removes a request's spool files (those storage did not take over). */
export const removeSpooled = (spooled: string[]) =>
  Promise.all(spooled.map((f) => rm(f, { force: true }))).then(() => undefined);
