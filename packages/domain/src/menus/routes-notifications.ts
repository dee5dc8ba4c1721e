import type { Tree } from '../policy/roles';
import { routesOf } from './route';

// Notifications (issue 42 item 1): every tree has the list the header's bell opens and the e-mail
// preferences; neither has a menu entry (the bell and the list's own link lead there). The admin
// also has the outbox, outgoing mail (a demo without SMTP shows its notifications there), and the
// accounts' security events.
const notificationRoutes = (tree: Tree) => {
  const r = routesOf(tree);
  return [
    r('notifications', 'notifications', 'list', 'custom', 'Notificações', 'Alert24Regular', { status: 'ready' }),
    r(
      'notifications/preferences',
      'notifications',
      'edit',
      'custom',
      'Preferências de notificação',
      'AlertOn24Regular',
      {
        status: 'ready',
      },
    ),
  ];
};

export const NOTIFICATION_ROUTES = [
  ...notificationRoutes('backoffice'),
  routesOf('backoffice')('outbox', 'outbox', 'list', 'custom', 'Caixa de saída', 'Mail24Regular', {
    group: 'settings',
    status: 'ready',
  }),
  // Sign-ins, wrong codes, sessions ended… of every account (ADR 0122): the generic list.
  routesOf('backoffice')(
    'securityevents/list',
    'securityevents',
    'list',
    'list',
    'Eventos de segurança',
    'ShieldKeyhole24Regular',
    {
      group: 'settings',
      status: 'ready',
    },
  ),
  ...notificationRoutes('registrant'),
  ...notificationRoutes('participant'),
];
