import { lazyEndpoints } from '../lazyEndpoint';

export const savedCartEndpoints = /* @__PURE__ */ lazyEndpoints(
  () => import('../endpointCatalogue').then((catalogue) => catalogue.savedCartEndpoints),
  {
    searchTemplates: 'savedCart.searchTemplates',
    searchSavedCarts: 'savedCart.searchSavedCarts',
    searchConfigurations: 'savedCart.searchConfigurations',
    getSavedCartData: 'savedCart.getRequisitionData',
    updateSavedCartItem: 'savedCart.updateItem',
    renameSavedCart: 'savedCart.update',
    deleteSavedCartItem: 'savedCart.deleteItem',
    deleteSavedCartBundle: 'savedCart.deleteBundle',
    deleteSavedCart: 'savedCart.delete',
    addTemplateToCart: 'savedCart.addTemplateToCart',
    addStoredConfigToCart: 'savedCart.addStoredConfigToCart',
    addSavedCartToCart: 'savedcart.addToCart',
    exportSavedCartPartsList: 'savedCart.exportPartsList',
    getSharedSavedCartData: 'sharedSavedCart.getSharedSavedCartData',
    getOptionsList: 'sharedSavedCart.getOptionsList',
    exportSharedCartPartsList: 'sharedSavedCart.exportPartsList',
  },
);
