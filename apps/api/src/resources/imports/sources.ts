import { SERVER_TEXTS, serverText } from '@rec/domain';
import { registryToday } from '@rec/domain/emission-periods';
import type { Selectable } from 'kysely';
import type { IntegrationCredentials } from '../../connectors/sync';
import type { ApiIntegrationsTable } from '../../db/schema';
import { unprocessable } from '../../http/errors';
import type { UploadedFile } from '../../http/types';
import { apiRecords, type GenerationRecord } from '../../imports/generation';
import { GENERATION_TEXTS, ImportProblem } from '../../imports/problems';
import type { Services } from '../../services';

// Where a preview's rows come from: an uploaded workbook, or the CCEE connector of an
// integration (its stored credentials opened with the platform's seal).

export const INTEGRATION_NOT_FOUND = serverText(SERVER_TEXTS.integracaoNaoEncontrada);
export const CCEE_OFFLINE = serverText(SERVER_TEXTS.conectorCceeOfflineNenhumDado);

/** Runs a preview; an ImportProblem becomes the contract's 422. */
export async function previewing<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof ImportProblem) throw err.toHttp();
    throw err;
  }
}

/** The workbook of a multipart upload (field `file`), or 422 FILE_NOT_FOUND. */
export async function workbookOf(files: UploadedFile[]): Promise<{ filename: string; data: Buffer }> {
  const file = files.find((f) => f.field === 'file');
  if (!file?.size)
    throw unprocessable('FILE_NOT_FOUND', serverText(SERVER_TEXTS.erroEnviarArquivoEnviePlanilha), [
      { field: 'file', code: 'FILE_NOT_FOUND', message: GENERATION_TEXTS.FILE_NOT_FOUND },
    ]);
  // Every .xlsx is a zip archive: refuse anything else before parsing.
  const data = await file.read();
  if (data.length < 4 || data.readUInt32LE(0) !== 0x04034b50)
    throw unprocessable('FILE_NOT_FOUND', serverText(SERVER_TEXTS.erroEnviarArquivoArquivoNao), [
      { field: 'file', code: 'FILE_NOT_FOUND', message: serverText(SERVER_TEXTS.arquivoNaoPlanilhaXlsx) },
    ]);
  return { filename: file.filename, data };
}

/** The month before today's on the registry's calendar: the default period of CCEE fetches and pre-generations. */
export function previousMonth(now = new Date()): { month: number; year: number } {
  const [y, m] = registryToday(now).split('-').map(Number) as [number, number];
  return m === 1 ? { month: 12, year: y - 1 } : { month: m - 1, year: y };
}

const opened = (services: Services, value: string | null) => (value ? services.seal.open(value) : null);

export const integrationColumns = [
  'id',
  'provider',
  'base_url',
  'username',
  'password_enc',
  'client_id',
  'client_secret_enc',
  'registrant_id',
  'active',
] as const;

/** What a preview needs of a stored integration (its secrets still sealed). */
type IntegrationRow = Pick<Selectable<ApiIntegrationsTable>, (typeof integrationColumns)[number]>;

const credentialsOf = (services: Services, row: IntegrationRow): IntegrationCredentials => ({
  baseUrl: row.base_url,
  username: row.username,
  password: opened(services, row.password_enc),
  clientId: row.client_id,
  clientSecret: opened(services, row.client_secret_enc),
});

/** One month of records through the CCEE connector; 422 CCEE_OFFLINE when nothing was fetched. */
export async function fetchMonth(
  services: Services,
  row: IntegrationRow,
  month: number,
  year: number,
): Promise<GenerationRecord[]> {
  const connector = services.connectors.ccee;
  if (!connector.fetchGeneration) throw unprocessable('CCEE_OFFLINE', CCEE_OFFLINE);
  const fetched = await connector.fetchGeneration(credentialsOf(services, row), month, year);
  if (!fetched.synced)
    throw unprocessable(
      'CCEE_OFFLINE',
      fetched.status === 'not_synced'
        ? CCEE_OFFLINE
        : serverText(SERVER_TEXTS.falhaObterGeracaoCcee, { message: fetched.message }),
    );
  return previewing(async () => apiRecords(fetched.records));
}
