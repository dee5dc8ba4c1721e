import { SERVER_TEXTS, serverText } from '@rec/domain';
import type { Config } from '../../config';
import { outboundPolicy, type Refusal, urlRefusal } from '../../connectors/outbound';
import { unprocessable } from '../../http/errors';

// What the form says of a base URL the server would refuse to reach (ADR 0078). Only its text is
// checked here; what a name resolves to is checked when a request is made, as DNS may change.

const MESSAGES: Record<Refusal['problem'], string> = {
  url: serverText(SERVER_TEXTS.urlInvalida),
  scheme: serverText(SERVER_TEXTS.useUrlHttps),
  credentials: serverText(SERVER_TEXTS.naoIncluaUsuarioSenhaUrl),
  address: serverText(SERVER_TEXTS.enderecoNaoPermitidoUseEndereco),
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
    throw unprocessable('VALIDATION_FAILED', serverText(SERVER_TEXTS.dadosInvalidos), [
      { field: 'base_url', code: 'format', message },
    ]);
}
