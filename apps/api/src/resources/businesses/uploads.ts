import { type FieldCode, SERVER_TEXTS, serverText, VALIDATION_MESSAGES } from '@rec/domain';
import type { Schemas } from '@rec/sdk';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { type HttpError, unprocessable } from '../../http/errors';
import type { UploadedFile } from '../../http/types';
import type { Services } from '../../services';

// Uploaded files and multipart text fields, shared by the multipart operations of this group
// (enterprise documents, tutorials, API integration certificates).

export type StoredFileView = Schemas['StoredFile'];
type FieldError = NonNullable<HttpError['fields']>[number];

interface StoredFileRow {
  id: number;
  name: string;
  size: number;
  content_type: string;
}

export const fileView = (f: StoredFileRow): StoredFileView => ({
  id: f.id,
  name: f.name,
  url: `/v1/files/${f.id}`, // GET /files/{id} (downloadFile), in the caller's scope
  size: Number(f.size),
  content_type: f.content_type,
});

/**
 * Keeps the bytes in the file storage and records them in stored_files, with the type their
 * bytes are. A file whose field declares no types in the contract is a programming error: stored
 * files are served back, so each must have been checked (issue 35 item 12).
 */
export async function storeFile(db: Kysely<DB>, services: Services, file: UploadedFile): Promise<StoredFileRow> {
  if (!file.typeChecked) throw new Error(`stored upload "${file.field}" declares no types in the contract's encoding`);
  const name = file.filename || 'arquivo';
  const storage_key = await services.files.putFile(file.path, name);
  return db
    .insertInto('stored_files')
    .values({
      name,
      content_type: file.mimetype || 'application/octet-stream',
      size: file.size,
      storage_key,
    })
    .returning(['id', 'name', 'size', 'content_type'])
    .executeTakeFirstOrThrow();
}

/** Deletes stored files: rows first, then their bytes (best effort). */
export async function removeFiles(db: Kysely<DB>, services: Services, ids: (number | null)[]): Promise<void> {
  const list = ids.filter((id): id is number => id !== null);
  if (!list.length) return;
  const rows = await db.deleteFrom('stored_files').where('id', 'in', list).returning('storage_key').execute();
  for (const r of rows) await services.files.remove(r.storage_key).catch(() => undefined);
}

/** The uploaded files of one form field, or a 422 when a required field carries none. */
export function filesOf(files: UploadedFile[], field: string, required: boolean): UploadedFile[] {
  const list = files.filter((f) => f.field === field);
  if (required && !list.length)
    throw unprocessable('VALIDATION_FAILED', serverText(SERVER_TEXTS.envieMenosArquivo), [
      { field, code: 'required', message: serverText(SERVER_TEXTS.envieMenosArquivo) },
    ]);
  return list;
}

interface Opts {
  required?: boolean;
  max?: number;
  /** Keep surrounding spaces (passwords, secrets). */
  raw?: boolean;
}

/**
 * Reads the text fields of a multipart form (everything arrives as text) and collects field errors;
 * `done()` answers 422 VALIDATION_FAILED with every error at once.
 */
export class FormReader {
  private readonly errors: FieldError[] = [];
  private readonly fields: Record<string, unknown>;

  constructor(body: unknown) {
    this.fields = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  }

  private fail(field: string, code: FieldCode, message: string): undefined {
    this.errors.push({ field, code, message });
    return undefined;
  }

  text(field: string, { required = false, max, raw = false }: Opts = {}): string | undefined {
    const given = this.fields[field];
    if (Array.isArray(given)) return this.fail(field, 'type', serverText(SERVER_TEXTS.informeUnicoValor));
    const value = typeof given === 'string' ? (raw ? given : given.trim()) : undefined;
    if (!value) return required ? this.fail(field, 'required', serverText(VALIDATION_MESSAGES.required)) : undefined;
    if (max !== undefined && value.length > max)
      return this.fail(field, 'maxLength', serverText(SERVER_TEXTS.maximoCaracteres, { max }));
    return value;
  }

  // Integers and booleans arrive typed: the contract's check read them from their text.
  int(field: string, opts: Opts & { min?: number } = {}): number | undefined {
    const given = this.fields[field];
    if (typeof given === 'number') return given;
    const value = this.text(field, opts);
    if (value === undefined) return undefined;
    if (!/^\d+$/.test(value) || Number(value) < (opts.min ?? 0))
      return this.fail(field, 'type', serverText(SERVER_TEXTS.numeroInteiroInvalidoSemValor));
    return Number(value);
  }

  bool(field: string): boolean | undefined {
    const given = this.fields[field];
    if (typeof given === 'boolean') return given;
    const value = this.text(field);
    if (value === undefined) return undefined;
    if (value !== 'true' && value !== 'false') return this.fail(field, 'type', serverText(SERVER_TEXTS.useTrueFalse));
    return value === 'true';
  }

  oneOf<T extends string>(field: string, values: readonly T[], opts: Opts = {}): T | undefined {
    const value = this.text(field, opts);
    if (value === undefined) return undefined;
    const hit = values.find((v) => v === value);
    return hit ?? this.fail(field, 'enum', serverText(SERVER_TEXTS.valorInvalidoUse, { values: values.join(', ') }));
  }

  /** An http(s) URL; `refuse` may name a further problem with it (the outbound policy's). */
  url(field: string, opts: Opts & { refuse?: (url: string) => string | undefined } = {}): string | undefined {
    const value = this.text(field, opts);
    if (value === undefined) return undefined;
    try {
      const u = new URL(value);
      const refused =
        u.protocol === 'http:' || u.protocol === 'https:' ? opts.refuse?.(value) : serverText(SERVER_TEXTS.urlInvalida);
      return refused ? this.fail(field, 'format', refused) : value;
    } catch {
      return this.fail(field, 'format', serverText(SERVER_TEXTS.urlInvalida));
    }
  }

  /** Throws the collected field errors, if any. */
  done(): void {
    if (this.errors.length)
      throw unprocessable('VALIDATION_FAILED', serverText(SERVER_TEXTS.dadosInvalidos), this.errors);
  }
}
