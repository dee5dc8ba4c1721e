import type { Handlers } from '../http/types';
import { adminsHandlers } from './admins/handlers';
import { apiClientsHandlers } from './apiclients/handlers';
import { clientsHandlers } from './clients/handlers';
import { participantBusinessDetailHandlers } from './links/business-detail';
import { participantBusinessesHandlers } from './links/businesses';
import { linkableRegistrantsHandlers } from './links/linkable-registrants';
import { participantRegistrantsHandlers } from './links/registrants';
import { participantsHandlers } from './participants/handlers';
import { registrantsHandlers } from './registrants/handlers';
import { usersHandlers } from './users/handlers';

/** Admins, staff, users, registrants, participants and their links. */
export const peopleHandlers: Handlers = {
  ...adminsHandlers,
  ...apiClientsHandlers,
  ...clientsHandlers,
  ...usersHandlers,
  ...registrantsHandlers,
  ...participantsHandlers,
  ...participantRegistrantsHandlers,
  ...linkableRegistrantsHandlers,
  ...participantBusinessesHandlers,
  ...participantBusinessDetailHandlers,
};
