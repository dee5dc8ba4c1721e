export * from './api';
export * from './detail';
export * from './kinds';
export * from './link';
export * from './routing';
export * from './text';
export { NOTIFICATION_TEXTS, type NotificationTexts } from './texts';
