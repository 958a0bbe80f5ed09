// What other modules may use of event and public-link authoring (decision 033): the items a link or a
// home row may take. Biome refuses any other path into this module.
export { publishedItems } from './links-repository.ts';
