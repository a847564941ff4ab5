// The endpoint groups the pages call, as lazy endpoints (issue 14): a page names `quoteEndpoints.list` as before,
// and the contract's definitions with their zod schemas load on the first call (`./catalogue`, a chunk of its
// own) instead of with the page. Import endpoints from here, not from `@b2b-portal/api`; types still come from there.
import { lazyEndpoints } from './lazyEndpoint';

export const approvalEndpoints = /* @__PURE__ */ lazyEndpoints(
  () => import('./catalogue').then((catalogue) => catalogue.approvalEndpoints),
  {
    listPendingRegistrations: 'account.listpendingregistrations',
    getPendingRegistration: 'account.ListPendingRegistration',
    saveRegistration: 'account.Save',
    deleteRegistration: 'account.Delete',
    rejectRegistration: 'account.Reject',
    approveRegistration: 'account.Approve',
    register: 'account.registration',
  },
);

export const cartEndpoints = /* @__PURE__ */ lazyEndpoints(
  () => import('./catalogue').then((catalogue) => catalogue.cartEndpoints),
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

export const catalogueEndpoints = /* @__PURE__ */ lazyEndpoints(
  () => import('./catalogue').then((catalogue) => catalogue.catalogueEndpoints),
  {
    productSearch: 'product.search',
    listManufacturers: 'product.listManufacturers',
    productTechSpecs: 'product.getTechSpecs',
    productDownload: 'downloadproduct.get',
  },
);

export const checkoutEndpoints = /* @__PURE__ */ lazyEndpoints(
  () => import('./catalogue').then((catalogue) => catalogue.checkoutEndpoints),
  {
    listActiveTerms: 'company.listactiveterms',
    getPaymentTerms: 'company.getpaymentterms',
    addAddress: 'companyuser.addAddress',
    getMatchingAddress: 'companyuser.getmatchingaddress',
    listAddresses: 'companyuser.listAddresses',
    getExtendedAddresses: 'requisition.getextendedaddresses',
    setUserPrimaryAddress: 'company.setuserprimaryaddress',
    addUserContact: 'companyuser.addusercontact',
    addContact: 'company.addContact',
    listContactByUserId: 'companyuser.listcontactbyuserid',
    listContacts: 'companyuser.listContacts',
    setUserPrimaryContact: 'company.setuserprimarycontact',
    listPaymentInformation: 'companyuser.listPaymentInformation',
    setUserPrimaryPaymentMethod: 'company.setuserprimarypaymentmethod',
    listCarrier: 'companyuser.ListCarrier',
    listCarriers: 'companyuser.listcarriers',
    listCarrierAccounts: 'companyuser.listcarrieraccounts',
    getPrimaryCarrierAccountId: 'companyuser.getprimarycarrieraccountid',
    addCarrierAccount: 'companyuser.addcarrieraccount',
    setUserPrimaryCarrierAccount: 'company.setuserprimarycarrieraccount',
    listCountries: 'country.list',
    getStates: 'country.getStates',
    getStatesForCreditCardForm: 'country.getStatesForCreditCardForm',
    workflowPageLoad: 'workflowrouting.WorkflowPageLoad',
    getCheckoutData: 'requisition.GetCheckoutData',
    getTransition: 'workflowrouting.gettransition',
    submitWorkflow: 'workflowrouting.submitWorkflow',
    getConfirmedOrder: 'order.getConfirmation',
    validateCustomerPONumber: 'order.validateCustomerPONumber',
    getUsersByRoleType: 'user.getUsersByRoleType',
  },
);

export const documentEndpoints = /* @__PURE__ */ lazyEndpoints(
  () => import('./catalogue').then((catalogue) => catalogue.documentEndpoints),
  {
    addAttachment: 'document.addAttachment',
    listAttachmentsGroupedByType: 'document.listAttachmentsGroupedByType',
    getAttachments: 'document.getAttachments',
    fileDownload: 'file.download',
    deleteAttachment: 'document.deleteAttachment',
    submitPricingRequest: 'shoppingCart.submitPricingRequest',
  },
);

export const handoffEndpoints = /* @__PURE__ */ lazyEndpoints(
  () => import('./catalogue').then((catalogue) => catalogue.handoffEndpoints),
  {
    handoffCode: 'user.handoff',
    handoffExchange: 'user.handoffExchange',
  },
);

export const paymentEndpoints = /* @__PURE__ */ lazyEndpoints(
  () => import('./catalogue').then((catalogue) => catalogue.paymentEndpoints),
  {
    getConfiguration: 'creditCardPayment.getConfiguration',
    getProtectToken: 'creditCardPayment.getProtectToken',
    ping: 'accountsreceivable.ping',
    convertSessionToToken: 'creditcardpayment.convertSessionToToken',
    addPaymentInfoRequest: 'paymentinforequest.add',
    getPaymentInfoRequest: 'paymentinforequest.get',
    deletePaymentMethod: 'companyuser.deletePaymentMethod',
  },
);

export const pricingRequestEndpoints = /* @__PURE__ */ lazyEndpoints(
  () => import('./catalogue').then((catalogue) => catalogue.pricingRequestEndpoints),
  {
    listPricingRequests: 'pricing.listPricingRequests',
    getPricingRequestData: 'pricing.getPricingRequestData',
    printPricingRequest: 'pricing.print',
    exportPricingRequest: 'pricing.export',
    exportPricingRequestList: 'pricing.ExportToExcel',
  },
);

export const punchInEndpoints = /* @__PURE__ */ lazyEndpoints(
  () => import('./catalogue').then((catalogue) => catalogue.punchInEndpoints),
  {
    punchInLogin: 'session.login',
    punchOutTransfer: 'punchout.transfer',
    punchOutTransferQuote: 'punchout.transferQuote',
  },
);

export const quoteEndpoints = /* @__PURE__ */ lazyEndpoints(
  () => import('./catalogue').then((catalogue) => catalogue.quoteEndpoints),
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

export const requisitionEndpoints = /* @__PURE__ */ lazyEndpoints(
  () => import('./catalogue').then((catalogue) => catalogue.requisitionEndpoints),
  {
    listRequisitions: 'requisition.list',
    getRequisition: 'requisition.get',
    deleteRequisitionItem: 'requisition.deleteItem',
    deleteRequisitionBundle: 'requisition.deleteBundle',
    exportRequisitionSearchList: 'requisition.exportsearchlist',
    downloadRequisition: 'requisition.download',
    listPendingRequisitions: 'requisition.listpending',
  },
);

export const savedCartEndpoints = /* @__PURE__ */ lazyEndpoints(
  () => import('./catalogue').then((catalogue) => catalogue.savedCartEndpoints),
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

export const workflowEndpoints = /* @__PURE__ */ lazyEndpoints(
  () => import('./catalogue').then((catalogue) => catalogue.workflowEndpoints),
  {
    getTokenByUser: 'workflowrouting.gettokenbyuser',
    listActions: 'workflowrouting.listActions',
    getWorkflowHistory: 'workflowrouting.getWorkFlowHistory',
    getWorkflowInfo: 'workflowrouting.getWorkflowInfo',
    getQuoteWorkflowInfo: 'quote.getworkflowinfo',
    submitQuoteWorkflow: 'quote.submitWorkflow',
    submitRequisitionWorkflow: 'requisition.submitWorkflow',
    getApprovalChain: 'workflowrouting.getApprovalChain',
    saveApprovalChain: 'workflowrouting.saveApprovalChain',
  },
);
