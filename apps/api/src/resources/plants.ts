import type { Handlers } from '../http/types';
import { apiIntegrationsHandlers } from './apiintegrations/handlers';
import { businessesHandlers } from './businesses/handlers';
import { cegHandlers } from './ceg/handlers';
import { cnpjHandlers } from './cnpj/handlers';
import { configsHandlers } from './configs/handlers';
import { countriesHandlers } from './countries/handlers';
import { generationHandlers } from './generation/handlers';
import { geoHandlers } from './geo/handlers';
import { sourcesHandlers } from './sources/handlers';
import { technologiesHandlers } from './technologies/handlers';
import { tutorialsHandlers } from './tutorials/handlers';

/**
 * Enterprises (plants), CEG codes, catalogues, tutorials, settings, integrations, generation, and
 * the look-ups of a form's company and address (CNPJ, CEP, states and municipalities).
 */
export const plantsHandlers: Handlers = {
  ...sourcesHandlers,
  ...technologiesHandlers,
  ...countriesHandlers,
  ...cegHandlers,
  ...businessesHandlers,
  ...tutorialsHandlers,
  ...configsHandlers,
  ...apiIntegrationsHandlers,
  ...cnpjHandlers,
  ...geoHandlers,
  ...generationHandlers,
};
