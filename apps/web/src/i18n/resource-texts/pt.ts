import type { Messages } from '../load-messages';
import type { TextFiles } from './files';

// The pt texts of each resource, one chunk per resource (i18n/resource-messages.ts).
export const FILES: TextFiles = import.meta.glob<{ default: Messages }>('../messages/pt/resources-*.json');
