import type { Label } from '../menus/route';
import type { LoginUser } from './auth-api';

export const ANONYMOUS_NAME: Label = { id: 'session.anonymousName', defaultMessage: 'Usuário' };

const text = (value: string | null | undefined): string | undefined => value?.trim() || undefined;

// The sidebar shows the user's name, else the registrant's social name (§2); null means
// "show the anonymous label", which the UI translates.
export const displayNameOf = (
  user: Pick<LoginUser, 'name' | 'lastName' | 'registrant'> | null | undefined,
): string | null => {
  const name = [text(user?.name), text(user?.lastName)].filter(Boolean).join(' ');
  return name || text(user?.registrant?.social_reason) || null;
};
