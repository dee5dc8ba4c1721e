export * from './security';
export * from './types';
