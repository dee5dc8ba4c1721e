import { SERVER_TEXTS, serverText } from '@rec/domain';
import { notFound, unprocessable } from '../../http/errors';
import type { Handlers } from '../../http/types';
import { isValidCnpj } from '../../lib/cnpj';

/** Company data by CNPJ through the CNPJ connector (an offline fixture when not configured). */
export const cnpjHandlers: Handlers = {
  async getCnpj({ params, services }) {
    if (!isValidCnpj(params.id))
      throw unprocessable('VALIDATION_FAILED', serverText(SERVER_TEXTS.cnpjInvalido), [
        { field: 'id', code: 'check_digit', message: serverText(SERVER_TEXTS.cnpjInvalido) },
      ]);
    const data = await services.connectors.cnpj.lookup(params.id);
    if (!data) throw notFound(serverText(SERVER_TEXTS.cnpjNaoEncontrado));
    return data;
  },
};
