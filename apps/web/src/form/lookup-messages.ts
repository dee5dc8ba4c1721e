import { defineMessages } from '../i18n/define';

// The lookup fields' own texts (CNPJ → company).
export const lookupMessages = defineMessages({
  cnpjSearch: { id: 'form.lookup.cnpjSearch', defaultMessage: 'Buscar CNPJ' },
  cnpjSearching: { id: 'form.lookup.cnpjSearching', defaultMessage: 'Buscando…' },
  cnpjFilled: { id: 'form.lookup.cnpjFilled', defaultMessage: 'Dados da empresa preenchidos pelo CNPJ' },
  cnpjNotFound: { id: 'form.lookup.cnpjNotFound', defaultMessage: 'CNPJ não encontrado' },
  cnpjFailed: { id: 'form.lookup.cnpjFailed', defaultMessage: 'Não foi possível consultar o CNPJ' },
  cnpjInvalid: { id: 'form.lookup.cnpjInvalid', defaultMessage: 'Informe os 14 dígitos do CNPJ' },
});
