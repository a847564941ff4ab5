export {
  defaultToastRegionLabels,
  ToastRegion,
  type ToastRegionLabels,
  type ToastRegionProps,
} from './ToastRegion';
export {
  createToastQueue,
  defaultToastTimeout,
  type ShowToastOptions,
  showToast,
  type ToastApi,
  type ToastContent,
  type ToastQueue,
  type ToastTone,
  toastTones,
  useToast,
} from './toastQueue';
