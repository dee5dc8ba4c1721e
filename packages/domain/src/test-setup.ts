import { loadAllResources } from './resources/all';

// Tests read any resource at any time, as the server does: every definition is registered first.
// (The lazy path, one route's definitions, is tested in resources/loaders.test.ts.)
loadAllResources();
