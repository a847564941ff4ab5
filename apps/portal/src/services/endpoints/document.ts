import { lazyEndpoints } from '../lazyEndpoint';

export const documentEndpoints = /* @__PURE__ */ lazyEndpoints(
  () => import('../endpointCatalogue').then((catalogue) => catalogue.documentEndpoints),
  {
    addAttachment: 'document.addAttachment',
    listAttachmentsGroupedByType: 'document.listAttachmentsGroupedByType',
    getAttachments: 'document.getAttachments',
    fileDownload: 'file.download',
    deleteAttachment: 'document.deleteAttachment',
    submitPricingRequest: 'shoppingCart.submitPricingRequest',
  },
);
