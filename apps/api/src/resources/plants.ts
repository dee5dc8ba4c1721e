import type { Handlers } from '../http/types';
import { sourcesHandlers } from './sources/handlers';

/** Enterprises (plants), CEG codes, catalogues, tutorials, settings, integrations, generation. */
export const plantsHandlers: Handlers = {
  ...sourcesHandlers,
};
