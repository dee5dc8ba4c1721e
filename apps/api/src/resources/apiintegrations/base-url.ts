import type { Config } from '../../config';
import { outboundPolicy, type Refusal, urlRefusal } from '../../connectors/outbound';
import { unprocessable } from '../../http/errors';

// What the form says of a base URL the server would refuse to reach (ADR 0078). Only its text is
// checked here; what a name resolves to is checked when a request is made, as DNS may change.

const MESSAGES: Record<Refusal['problem'], string> = {
  url: 'URL inválida',
  scheme: 'Use uma URL https',
  credentials: 'Não inclua usuário ou senha na URL: use os campos próprios',
  address: 'Endereço não permitido: use o endereço público do serviço',
};

/** The field message for a base URL, or undefined when it may be stored. */
export function baseUrlProblem(config: Config, value: string): string | undefined {
  const refused = urlRefusal(value, outboundPolicy(config.outboundHttpAllow));
  return refused && MESSAGES[refused.problem];
}

/** 422 VALIDATION_FAILED on base_url, as the JSON create answers it. */
export function checkBaseUrl(config: Config, value: string): void {
  const message = baseUrlProblem(config, value);
  if (message)
    throw unprocessable('VALIDATION_FAILED', 'Dados inválidos', [{ field: 'base_url', code: 'format', message }]);
}
