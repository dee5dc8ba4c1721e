import { defineResource, op } from '../define';
import { datetime, file, longText, text } from '../field';

// Multipart: the form sends a File in `file`.
export const tutorials = defineResource('tutorials', {
  label: 'Tutoriais',
  title: 'title',
  fields: {
    title: text('Título'),
    description: longText('Descrição'),
    file: file('Arquivo'),
    created_at: datetime('Publicado em'),
  },
  operations: {
    list: op('GET', '/tutorials', 'listTutorials'),
    show: op('GET', '/tutorials/{id}', 'getTutorial'),
    create: op('POST', '/tutorials', 'createTutorial'),
    edit: op('PUT', '/tutorials/{id}', 'updateTutorial'),
    delete: op('DELETE', '/tutorials/{id}', 'deleteTutorial'),
    // A stored file by its own id; the tutorial's file is opened through it.
    download: op('GET', '/files/{id}', 'downloadFile'),
  },
  bodies: { create: 'zCreateTutorialBody', edit: 'zUpdateTutorialBody' },
  sortable: ['title'],
  // The reader: the text first, then its file (opened by the Abrir action) and when it was published.
  detail: { content: { pt: 'Conteúdo', fields: ['description', 'file', 'created_at'] } },
  actions: {
    download: {
      operation: 'download',
      tone: 'primary',
      opens: { kind: 'file' },
      of: 'file',
      when: { file: 'present' },
      pt: { label: 'Abrir', success: 'Tutorial aberto', failure: 'Não foi possível abrir o tutorial' },
    },
  },
});
