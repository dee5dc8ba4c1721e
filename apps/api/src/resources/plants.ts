import type { Handlers } from '../http/types';
import { apiIntegrationsHandlers } from './apiintegrations/handlers';
import { businessesHandlers } from './businesses/handlers';
import { cataloguesHandlers } from './catalogues';
import { cegHandlers } from './ceg/handlers';
import { cnpjHandlers } from './cnpj/handlers';
import { generationHandlers } from './generation/handlers';
import { geoHandlers } from './geo/handlers';
import { tutorialsHandlers } from './tutorials/handlers';

/**
 * Enterprises (plants), CEG codes, catalogues, tutorials, settings, integrations, generation, and
 * the look-ups of a form's company and address (CNPJ, CEP, states and municipalities).
 */
export const plantsHandlers: Handlers = {
  ...cataloguesHandlers,
  ...cegHandlers,
  ...businessesHandlers,
  ...tutorialsHandlers,
  ...apiIntegrationsHandlers,
  ...cnpjHandlers,
  ...geoHandlers,
  ...generationHandlers,
};
