import { lazyEndpoints } from '../lazyEndpoint';

export const cartEndpoints = /* @__PURE__ */ lazyEndpoints(
  () => import('../endpointCatalogue').then((catalogue) => catalogue.cartEndpoints),
  {
    getShoppingCart: 'shoppingCart.getShoppingCart',
    cartSummary: 'shoppingcart.get',
    getShoppingCartItems: 'shoppingCart.getShoppingCartItems',
    getQuoteCartItems: 'shoppingCart.getQuoteCartItems',
    updateCartItem: 'shoppingcart.updateItem',
    updateCart: 'shoppingcart.update',
    updateOrSplitCartItems: 'shoppingcart.updateOrSplitItems',
    consolidateCartQuantities: 'shoppingcart.consolidateQuantities',
    deleteCartItem: 'shoppingCart.deleteItem',
    deleteCartBundle: 'shoppingCart.deleteBundle',
    deleteAllCartItems: 'shoppingCart.deleteAllItems',
    addCustomRequestItem: 'shoppingCart.addCustomRequestItem',
    saveCartAsTemplate: 'shoppingCart.saveAsTemplate',
    exportCartPartsList: 'shoppingCart.exportPartsList',
    cartCheckout: 'shoppingcart.Checkout',
    addProductToCart: 'product.addItem',
  },
);
