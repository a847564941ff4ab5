export {
  type CartDocumentLike,
  type CartMachine,
  type CartMachineContext,
  type CartMachineEvent,
  type CartOperation,
  cartMachine,
  problemOf,
} from './cartMachine';
export {
  CHECKOUT_TIMING,
  type CheckoutContext,
  type CheckoutDocument,
  type CheckoutDocumentInfo,
  type CheckoutEvent,
  type CheckoutInput,
  type CheckoutMachine,
  type CheckoutOrderFields,
  type CheckoutStatus,
  type CheckoutStepId,
  type CheckoutSubmission,
  checkoutMachine,
  checkoutStatus,
  failureMessage,
  failureStatus,
} from './checkoutMachine';
export {
  type DownloadToastsContext,
  type DownloadToastsEvent,
  type DownloadToastsMachine,
  downloadToastsMachine,
} from './downloadToastsMachine';
export {
  type PunchOutInitContext,
  type PunchOutInitEvent,
  type PunchOutInitMachine,
  type PunchOutInitRequest,
  punchOutErrorCode,
  punchOutInitMachine,
  punchOutRequest,
} from './punchOutInitMachine';
export {
  type LogoutReason,
  type RefreshTokenOutput,
  SESSION_TIMEOUT_BOX,
  type SessionContext,
  type SessionEnvironment,
  type SessionEvent,
  type SessionInput,
  type SessionMachine,
  sessionMachine,
} from './sessionMachine';
