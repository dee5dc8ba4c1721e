import type { ApiClient, Schemas } from '@rec/sdk';
import { CODE_MESSAGES } from '../errors/catalogue-codes';
import { GENERIC_MESSAGES } from '../errors/catalogue-generic';
import { VERIFY_MESSAGES } from '../errors/catalogue-verify';
import type { CatalogueEntry } from '../errors/entry';
import { lookup } from '../errors/lookup';
import { toDomainError } from '../errors/to-domain-error';
import { parseVerificationCode } from './code';

export type StatementVerification = Schemas['StatementVerification'];
export type ChainProblem = StatementVerification['problems'][number];

export type StatementCheck =
  | { state: 'found'; result: StatementVerification }
  // A code no statement has (404), or one that cannot be a code (typo caught by the check character).
  | { state: 'unknown' | 'invalid' | 'failed'; message: CatalogueEntry };

// Why a statement no longer verifies, as the page says it (ADR 0075).
export const CHAIN_PROBLEM_MESSAGES: Readonly<Record<ChainProblem, CatalogueEntry>> = {
  ENTRY_ALTERED: {
    id: 'verify.problem.entryAltered',
    defaultMessage: 'Um lançamento da trilha de auditoria foi alterado',
  },
  LINK_BROKEN: {
    id: 'verify.problem.linkBroken',
    defaultMessage: 'A trilha de auditoria foi interrompida ao redor desta aposentadoria',
  },
  ENTRIES_DIFFER: {
    id: 'verify.problem.entriesDiffer',
    defaultMessage: 'Os certificados ou volumes registrados diferem dos lançamentos da trilha',
  },
  HASH_DIFFERS: {
    id: 'verify.problem.hashDiffers',
    defaultMessage: 'O hash da declaração não é o do último lançamento',
  },
  HOURLY_MOVEMENT_ALTERED: {
    id: 'verify.problem.hourlyMovementAltered',
    defaultMessage: 'A movimentação horária desta aposentadoria foi alterada ou não está mais na trilha',
  },
  HOURLY_BUNDLES_DIFFER: {
    id: 'verify.problem.hourlyBundlesDiffer',
    defaultMessage: 'Os lotes horários aposentados não conferem mais com a raiz de Merkle registrada',
  },
};

/**
 * Checks a typed or scanned code: a typo is caught here by the check character, without a
 * request; otherwise the public API answers the statement and the chain's verdict.
 */
export const checkStatement = async (client: ApiClient, input: string): Promise<StatementCheck> => {
  const parsed = parseVerificationCode(input);
  if (!parsed.ok) {
    const invalid = parsed.reason === 'malformed' ? 'VERIFICATION_CODE_MALFORMED' : 'VERIFICATION_CODE_CHECK';
    return { state: 'invalid', message: VERIFY_MESSAGES[invalid] };
  }
  const answer = await client.GET('/verify/{code}', { params: { path: { code: parsed.code } } }).catch(() => null);
  if (!answer) return { state: 'failed', message: GENERIC_MESSAGES.network };
  if (answer.data && answer.response.ok) return { state: 'found', result: answer.data };
  const error = toDomainError({ error: answer.error, response: answer.response });
  const message = lookup(CODE_MESSAGES, error.code) ?? GENERIC_MESSAGES.unexpected;
  if (answer.response.status === 404) return { state: 'unknown', message: VERIFY_MESSAGES.VERIFICATION_CODE_UNKNOWN };
  if (answer.response.status === 400) return { state: 'invalid', message };
  return { state: 'failed', message };
};
