export {
  type DownloadToast,
  DownloadToasts,
  type DownloadToastsLabels,
  type DownloadToastsProps,
  defaultDownloadToastsLabels,
  progressTransition,
} from './DownloadToasts';
