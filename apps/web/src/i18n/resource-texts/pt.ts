import type { Messages } from '../load-messages';
import type { TextFiles } from './files';

// The pt texts of each resource, one chunk per resource: the build keeps only this language of
// each texts file (build/resource-texts.ts), so a page never carries the other six.
export const FILES: TextFiles = import.meta.glob<{ default: Messages }>('./*.texts.json', {
  base: '../../../../../packages/domain/src/resources/defs',
  query: '?lang=pt',
});
