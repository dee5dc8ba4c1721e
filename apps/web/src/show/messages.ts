import { defineMessages } from '../i18n/define';

export const detailMessages = defineMessages({
  title: { id: 'detail.title', defaultMessage: '{resource}: {name}' },
  loading: { id: 'detail.loading', defaultMessage: 'Carregando…' },
  none: { id: 'detail.none', defaultMessage: '—' },
  edit: { id: 'detail.edit', defaultMessage: 'Editar' },
  back: { id: 'detail.back', defaultMessage: 'Voltar à lista' },
  files: { id: 'detail.files', defaultMessage: 'Arquivos anexos' },
  noFiles: { id: 'detail.noFiles', defaultMessage: 'Nenhum arquivo anexado' },
  download: { id: 'detail.download', defaultMessage: 'Baixar {name}' },
  downloadFailed: { id: 'detail.downloadFailed', defaultMessage: 'Não foi possível baixar o arquivo' },
  upload: { id: 'detail.upload', defaultMessage: 'Anexar arquivos' },
  uploading: { id: 'detail.uploading', defaultMessage: 'Enviando {percent}%' },
  cancelUpload: { id: 'detail.cancelUpload', defaultMessage: 'Cancelar envio' },
  uploaded: { id: 'detail.uploaded', defaultMessage: 'Arquivos anexados' },
  uploadFailed: { id: 'detail.uploadFailed', defaultMessage: 'Erro ao enviar o arquivo' },
  uploadCancelled: { id: 'detail.uploadCancelled', defaultMessage: 'Envio cancelado' },
  size: { id: 'detail.size', defaultMessage: '{size} KB' },
  activity: { id: 'detail.activity', defaultMessage: 'Histórico' },
  by: { id: 'detail.by', defaultMessage: 'por {name}' },
});
