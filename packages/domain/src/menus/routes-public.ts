import { routesOf } from './route';

const r = routesOf('public');

export const PUBLIC_ROUTES = [
  r('signin', null, null, 'auth', 'Entrar', 'Person24Regular', { status: 'ready' }),
  r('recoverEmail', null, null, 'auth', 'Recuperar senha', 'Mail24Regular', { status: 'ready' }),
  r('recoverPassword', null, null, 'auth', 'Nova senha', 'Password24Regular', { status: 'ready' }),
  // Open to everyone, signed in or not: the check of a statement's code (ADR 0075).
  r('verify/:code?', null, null, 'custom', 'Verificar declaração', 'ShieldCheckmark24Regular', {
    status: 'ready',
    key: 'verify',
  }),
];
