import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as common } from '@zxcvbn-ts/language-common';
import { dictionary as ptBr } from '@zxcvbn-ts/language-pt-br';

// Built once per process or page, on first use (its dictionaries are most of its weight). No
// translations: the message is the catalogue's, the same in the browser and the API. Only the
// first 64 characters are scored: matching grows fast with length (a 128-character password cost
// about twice as much as 64), and 64 characters that pass are strong whatever follows.
const zxcvbn = new ZxcvbnFactory({ dictionary: { ...common, ...ptBr }, graphs: adjacencyGraphs, maxLength: 64 });

/** zxcvbn's score, 0 (guessable in < 10³ tries) … 4 (≥ 10¹⁰). */
export const passwordScore = (password: string, userInputs: string[]): number =>
  zxcvbn.check(password, userInputs).score;
