import { defineMessages } from '../i18n/define';

export const formMessages = defineMessages({
  newTitle: { id: 'form.newTitle', defaultMessage: '{resource}: novo registro' },
  editTitle: { id: 'form.editTitle', defaultMessage: '{resource}: editar {name}' },
  save: { id: 'form.save', defaultMessage: 'Salvar' },
  saving: { id: 'form.saving', defaultMessage: 'Salvando…' },
  cancel: { id: 'form.cancel', defaultMessage: 'Cancelar' },
  saved: { id: 'form.saved', defaultMessage: 'Registro salvo' },
  loading: { id: 'form.loading', defaultMessage: 'Carregando registro…' },
  choose: { id: 'form.choose', defaultMessage: 'Selecione' },
  datePlaceholder: { id: 'form.datePlaceholder', defaultMessage: 'DD/MM/AAAA' },
  duplicate: { id: 'form.duplicate', defaultMessage: 'Já existe um registro com este valor' },
  chooseFile: { id: 'form.chooseFile', defaultMessage: 'Escolher arquivo' },
  chooseFiles: { id: 'form.chooseFiles', defaultMessage: 'Escolher arquivos' },
  noFileChosen: { id: 'form.noFileChosen', defaultMessage: 'Nenhum arquivo escolhido' },
  optionsFailed: { id: 'form.optionsFailed', defaultMessage: 'Não foi possível carregar as opções' },
});
