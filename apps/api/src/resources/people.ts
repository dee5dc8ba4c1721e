import type { Handlers } from '../http/types';
import { adminsHandlers } from './admins/handlers';
import { clientsHandlers } from './clients/handlers';
import { participantBusinessesHandlers } from './links/businesses';
import { participantRegistrantsHandlers } from './links/registrants';
import { participantsHandlers } from './participants/handlers';
import { registrantsHandlers } from './registrants/handlers';
import { usersHandlers } from './users/handlers';

/** Admins, staff, users, registrants, participants and their links. */
export const peopleHandlers: Handlers = {
  ...adminsHandlers,
  ...clientsHandlers,
  ...usersHandlers,
  ...registrantsHandlers,
  ...participantsHandlers,
  ...participantRegistrantsHandlers,
  ...participantBusinessesHandlers,
};
