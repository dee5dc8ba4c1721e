import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as common } from '@zxcvbn-ts/language-common';
import { dictionary as ptBr } from '@zxcvbn-ts/language-pt-br';

// Built once per process or page, on first use (its dictionaries are most of its weight). No
// translations: the message is the catalogue's, the same in the browser and the API.
const zxcvbn = new ZxcvbnFactory({ dictionary: { ...common, ...ptBr }, graphs: adjacencyGraphs });

/** zxcvbn's score, 0 (guessable in < 10³ tries) … 4 (≥ 10¹⁰). */
export const passwordScore = (password: string, userInputs: string[]): number =>
  zxcvbn.check(password, userInputs).score;
