import { lazyEndpoints } from '../../services/lazyEndpoint';

/**
 * The endpoints Account Overview calls, as one lazy group of its own: importing the orders', quotes' and
 * invoices' groups would make shared chunks of them, and every route's preload list in the entry (Login's first
 * paint) longer.
 */
export const overviewEndpoints = /* @__PURE__ */ lazyEndpoints(
  () =>
    import('../../services/endpointCatalogue').then((catalogue) => ({
      searchOrders: catalogue.orderEndpoints.searchOrders,
      listQuotes: catalogue.quoteEndpoints.list,
      invoiceList: catalogue.invoiceEndpoints.invoiceList,
      submitInquiry: catalogue.quoteEndpoints.submitInquiry,
    })),
  {
    searchOrders: 'order.searchPage',
    listQuotes: 'quote.list',
    invoiceList: 'invoice.invoiceList',
    submitInquiry: 'emailinquiry.submitInquiry',
  },
);
