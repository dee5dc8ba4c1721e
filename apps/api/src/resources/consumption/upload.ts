import { SERVER_TEXTS, serverText } from '@rec/domain';
import { unprocessable } from '../../http/errors';
import type { UploadedFile } from '../../http/types';
import { GENERATION_TEXTS } from '../../imports/problems';

/** The upload's `file` field, read whole (bounded by the contract's x-upload-limits); CSV or .xlsx. */
export async function uploadedFile(files: UploadedFile[]): Promise<{ filename: string; data: Buffer }> {
  const file = files.find((f) => f.field === 'file');
  if (!file?.size)
    throw unprocessable('FILE_NOT_FOUND', serverText(SERVER_TEXTS.arquivoCsvOuPlanilha), [
      { field: 'file', code: 'FILE_NOT_FOUND', message: GENERATION_TEXTS.FILE_NOT_FOUND },
    ]);
  return { filename: file.filename, data: await file.read() };
}
