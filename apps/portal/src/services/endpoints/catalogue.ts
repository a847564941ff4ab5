import { lazyEndpoints } from '../lazyEndpoint';

export const catalogueEndpoints = /* @__PURE__ */ lazyEndpoints(
  () => import('../endpointCatalogue').then((catalogue) => catalogue.catalogueEndpoints),
  {
    productSearch: 'product.search',
    listManufacturers: 'product.listManufacturers',
    productTechSpecs: 'product.getTechSpecs',
    productRelated: 'product.getRelated',
    productDownload: 'downloadproduct.get',
  },
);
