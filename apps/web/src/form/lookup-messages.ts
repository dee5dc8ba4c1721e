import { defineMessages } from '../i18n/define';

// The lookup fields' own texts (CNPJ → company, CEP → address, state → its municipalities).
export const lookupMessages = defineMessages({
  cnpjSearch: { id: 'form.lookup.cnpjSearch', defaultMessage: 'Buscar CNPJ' },
  searching: { id: 'form.lookup.searching', defaultMessage: 'Buscando…' },
  cnpjFilled: { id: 'form.lookup.cnpjFilled', defaultMessage: 'Dados da empresa preenchidos pelo CNPJ' },
  cnpjNotFound: { id: 'form.lookup.cnpjNotFound', defaultMessage: 'CNPJ não encontrado' },
  cnpjFailed: { id: 'form.lookup.cnpjFailed', defaultMessage: 'Não foi possível consultar o CNPJ' },
  cnpjInvalid: { id: 'form.lookup.cnpjInvalid', defaultMessage: 'Informe os 14 dígitos do CNPJ' },
  cepSearch: { id: 'form.lookup.cepSearch', defaultMessage: 'Buscar CEP' },
  cepFilled: { id: 'form.lookup.cepFilled', defaultMessage: 'Endereço preenchido pelo CEP' },
  cepStateOnly: {
    id: 'form.lookup.cepStateOnly',
    defaultMessage: 'Só o estado foi encontrado para este CEP; preencha o restante do endereço',
  },
  cepNotFound: { id: 'form.lookup.cepNotFound', defaultMessage: 'CEP não encontrado' },
  cepFailed: { id: 'form.lookup.cepFailed', defaultMessage: 'Não foi possível consultar o CEP' },
  cepInvalid: { id: 'form.lookup.cepInvalid', defaultMessage: 'Informe os 8 dígitos do CEP' },
  chooseState: { id: 'form.lookup.chooseState', defaultMessage: 'Escolha o estado primeiro' },
  destinationPlaceholder: { id: 'form.lookup.destinationPlaceholder', defaultMessage: 'Código ou nome do titular' },
  destinationNone: { id: 'form.lookup.destinationNone', defaultMessage: 'Nenhuma conta de negociação encontrada' },
  placesFailed: { id: 'form.lookup.placesFailed', defaultMessage: 'Não foi possível carregar a lista' },
});
