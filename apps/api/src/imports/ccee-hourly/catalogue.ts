import { Readable } from 'node:stream';
import { SERVER_TEXTS, serverText } from '@rec/domain';
import { OUTBOUND_FAILED, type Outbound } from '../../connectors/outbound';
import { ImportProblem } from '../problems';

// CCEE's open-data portal is a CKAN catalogue (ADR 0041): `package_show` lists the dataset's
// resources, one gzip CSV per month named `…_AAAAMM`; a republished month is another resource, and
// the latest publication wins. The portal answers 403 without an identifying User-Agent.

export const DATASET = 'geracao_horaria_usina';
export const USER_AGENT = serverText(SERVER_TEXTS.cceeUserAgent);

export const OFFLINE_MESSAGE = serverText(SERVER_TEXTS.catalogoDadosAbertosCceeIndisponivel);

export interface CatalogueOptions {
  baseUrl: string;
  timeoutMs: number;
  /** The server's outbound client: the resources' URLs come from the catalogue's answer (ADR 0078). */
  outbound: Outbound;
}

interface CkanResource {
  name?: string | null;
  url?: string | null;
  created?: string | null;
  last_modified?: string | null;
}

export interface MonthResource {
  name: string;
  url: string;
  published: string;
}

const offline = (why: string) => new ImportProblem('CCEE_OFFLINE', `${OFFLINE_MESSAGE} (${why})`);

/** The month (AAAAMM) a resource is named with, from its name or else its URL's file name. */
function monthOf(r: CkanResource): string | undefined {
  for (const text of [r.name, r.url?.split('/').pop()])
    if (text) {
      const m = /_(\d{6})(?!\d)/.exec(text);
      if (m) return m[1];
    }
  return undefined;
}

/** The resource of a month: among its publications, the latest (last_modified, else created). */
export function pickMonth(resources: CkanResource[], period: string): MonthResource | undefined {
  const wanted = period.replace('-', '');
  let best: MonthResource | undefined;
  for (const r of resources) {
    if (!r.url || monthOf(r) !== wanted) continue;
    const published = r.last_modified ?? r.created ?? '';
    if (!best || published > best.published) best = { name: r.name ?? r.url, url: r.url, published };
  }
  return best;
}

/** An answer of the portal; why not, in the message, is never more than "tempo esgotado" (ADR 0078). */
async function get(options: CatalogueOptions, url: string, signal: AbortSignal): Promise<Response> {
  let res: Response;
  try {
    res = await options.outbound.fetch(url, { headers: { 'user-agent': USER_AGENT }, signal });
  } catch (err) {
    throw offline(signal.aborted ? 'tempo esgotado' : (err as Error).message);
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw offline(options.outbound.fail(url, `HTTP ${res.status}`).message);
  }
  return res;
}

/** The month's resource in the catalogue; 422 CCEE_MONTH_NOT_PUBLISHED when it has none. */
export async function findMonth(options: CatalogueOptions, period: string): Promise<MonthResource> {
  const base = options.baseUrl.replace(/\/+$/, '');
  const res = await get(
    options,
    `${base}/api/3/action/package_show?id=${DATASET}`,
    AbortSignal.timeout(options.timeoutMs),
  );
  let body: { success?: boolean; result?: { resources?: CkanResource[] } };
  try {
    body = (await res.json()) as typeof body;
  } catch {
    throw offline(serverText(SERVER_TEXTS.respostaInvalidaCatalogo));
  }
  if (!body.success || !Array.isArray(body.result?.resources))
    throw offline(serverText(SERVER_TEXTS.respostaInvalidaCatalogo));
  const found = pickMonth(body.result.resources, period);
  if (!found)
    throw new ImportProblem(
      'CCEE_MONTH_NOT_PUBLISHED',
      serverText(SERVER_TEXTS.cceeAindaNaoPublicouGeracao, { month: period.slice(5), year: period.slice(0, 4) }),
    );
  return found;
}

/**
 * The resource's bytes as a stream, never buffered whole. The timeout bounds the wait for the
 * answer and each pause between chunks (a 61 MB month may take longer than any fixed total); a
 * failure mid-way surfaces as CCEE_OFFLINE from the reader, before the preview stages anything.
 */
export async function* download(options: CatalogueOptions, url: string): AsyncGenerator<Buffer> {
  const abort = new AbortController();
  let timer = setTimeout(() => abort.abort(), options.timeoutMs);
  try {
    const res = await get(options, new URL(url, options.baseUrl).toString(), abort.signal);
    if (!res.body) throw offline(serverText(SERVER_TEXTS.arquivoVazio));
    const body = Readable.fromWeb(res.body as import('node:stream/web').ReadableStream<Uint8Array>);
    try {
      for await (const chunk of body) {
        clearTimeout(timer);
        timer = setTimeout(() => abort.abort(), options.timeoutMs);
        yield chunk as Buffer;
      }
    } catch (err) {
      if (err instanceof ImportProblem) throw err;
      options.outbound.fail(url, (err as Error).message);
      throw offline(abort.signal.aborted ? 'tempo esgotado' : OUTBOUND_FAILED);
    }
  } finally {
    clearTimeout(timer);
    abort.abort();
  }
}
