import { VALIDATION_MESSAGES as V } from '../errors/catalogue-validation';
import type { CatalogueEntry } from '../errors/entry';

/**
 * zxcvbn score a password needs: 2 means ≥ 10⁶ guesses (3 and 4 refuse too many memorable
 * passwords). The demo's `Demo@2026` scores 2, `aaaaaaaa` and `12345678` score 0.
 */
export const MIN_PASSWORD_SCORE = 2;

type Estimator = typeof import('./password-estimator');
let estimator: Promise<Estimator> | undefined;

// What is known about the owner counts against the password: each value whole, run together
// (Solar do Sul → solardosul) and in its parts (maria.silva@empresa.com.br → maria, silva, empresa).
export const ownerWords = (inputs: readonly (string | null | undefined)[]): string[] => {
  const words = new Set<string>();
  for (const input of inputs) {
    const text = input?.trim().toLowerCase();
    if (!text) continue;
    words.add(text);
    words.add(text.replace(/[^\p{L}\p{N}]+/gu, ''));
    for (const part of text.split(/[^\p{L}\p{N}]+/u)) if (part.length >= 3) words.add(part);
  }
  return [...words];
};

/**
 * The catalogue's 'Senha muito fraca: …' when zxcvbn scores the password below the minimum,
 * else undefined. The estimator loads on first use, so no page carries it until a password is set.
 */
export async function weakPassword(
  password: string,
  owner: readonly (string | null | undefined)[] = [],
): Promise<CatalogueEntry | undefined> {
  estimator ??= import('./password-estimator');
  const { passwordScore } = await estimator;
  return passwordScore(password, ownerWords(owner)) < MIN_PASSWORD_SCORE ? V.passwordWeak : undefined;
}

// The fields a form or a body may hold about the password's owner.
const OWNER_FIELDS = ['email', 'name', 'lastName', 'social_reason', 'responsible_first_name', 'responsible_last_name'];

/** A form's values or an API body: the password field's message when it is weak, else {}. */
export async function passwordStrengthIssues(values: Record<string, unknown>): Promise<Record<string, string>> {
  const { password } = values;
  if (typeof password !== 'string' || password === '') return {};
  const owner = OWNER_FIELDS.map((f) => values[f]).filter((v): v is string => typeof v === 'string');
  const weak = await weakPassword(password, owner);
  return weak ? { password: weak.defaultMessage } : {};
}
