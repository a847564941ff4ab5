import { lazyEndpoints } from '../lazyEndpoint';

export const quoteEndpoints = /* @__PURE__ */ lazyEndpoints(
  () => import('../endpointCatalogue').then((catalogue) => catalogue.quoteEndpoints),
  {
    list: 'quote.list',
    get: 'quote.get',
    getDiscountAmounts: 'quote.getDiscountAmounts',
    getTermsAndConditions: 'quote.gettermsandconditions',
    download: 'quote.download',
    export: 'quote.export',
    exportPartsList: 'quote.exportpartslist',
    listPending: 'quote.listpending',
    submitInquiry: 'emailinquiry.submitInquiry',
  },
);
