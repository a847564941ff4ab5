export {
  type ApiClient,
  type ApiClientOptions,
  acceptedStatuses,
  type CallOptions,
  type CallRecord,
  createApiClient,
  type DownloadResult,
  LARGE_REPORT_NOTICE_AFTER_MS,
} from './api-client';
export {
  type CardDetails,
  type CardFieldRefusal,
  CardTokenizeError,
  type CardTokenizeErrorKind,
  type CardTokenizer,
  type CardTokenizerOptions,
  createCardTokenizer,
  isCardTokenizeError,
  type ProcessorScriptApi,
  type ScriptHost,
  tokenizeCard,
} from './card-tokenizer';
export {
  type ClientLogEntryInput,
  type ClientLogger,
  type ClientLoggerOptions,
  createClientLogger,
  type GlobalErrorTarget,
  installGlobalErrorLogging,
  type LoggedRequest,
  toLoggedRequest,
  withoutAuthorization,
} from './client-logger';
export {
  type ContentDisposition,
  flagsNoData,
  NO_DATA_HEADER,
  parseContentDisposition,
} from './content-disposition';
export {
  formatLocalTime,
  isUsEasternDaylightTime,
  toEasternTimestamp,
  usEasternOffsetHours,
} from './eastern-time';
export {
  createErrorLogCollector,
  type ErrorLogCollector,
  type ErrorLogCollectorOptions,
  type LogLevelName,
} from './error-log';
export { ApiError, type ApiErrorInit, type ErrorMessages, messageKeyForStatus } from './errors';
export { isApiError } from './is-api-error';
export {
  createMemoryStorage,
  createTokenStore,
  DEFAULT_API_BASE_URL,
  decodeJwtClaims,
  decodeJwtExpiry,
  type StorageLike,
  sessionStorageKeys,
  storageKeys,
  type TokenStore,
  type TokenStoreOptions,
} from './storage';
