import { type Cases, formData } from './kit';

// One valid request per tutorials operation, checked against the contract by Prism.
export const tutorialsCases = {
  listTutorials: (c) => c.GET('/tutorials', { params: { query: { page: 1 } } }),
  createTutorial: (c) =>
    c.POST('/tutorials', { body: { title: 'Como solicitar uma emissão' }, bodySerializer: formData }),
  getTutorial: (c) => c.GET('/tutorials/{id}', { params: { path: { id: 1 } } }),
  updateTutorial: (c) =>
    c.PUT('/tutorials/{id}', {
      params: { path: { id: 1 } },
      body: { title: 'Como solicitar uma emissão' },
      bodySerializer: formData,
    }),
  deleteTutorial: (c) => c.DELETE('/tutorials/{id}', { params: { path: { id: 1 } } }),
} satisfies Cases;
