import type { Handlers } from '../http/types';

/** Admins, staff, users, registrants, participants and their links. */
export const peopleHandlers: Handlers = {};
