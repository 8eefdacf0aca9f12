export { v1CatalogRouter } from './catalog.v1';
