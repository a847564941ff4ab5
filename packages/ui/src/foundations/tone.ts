import { vars } from './vars.css';

/** The colours of a message tone (toasts, in-page alerts): surface, text, and the accent of its edge. */
export const toneColors = {
  info: {
    background: vars.color.infoBackground,
    color: vars.color.infoText,
    borderColor: vars.color.infoAccent,
  },
  success: {
    background: vars.color.successBackground,
    color: vars.color.successText,
    borderColor: vars.color.successText,
  },
  warning: {
    background: vars.color.warningBackground,
    color: vars.color.warningText,
    borderColor: vars.color.warningAccent,
  },
  error: {
    background: vars.color.errorBackground,
    color: vars.color.errorText,
    borderColor: vars.color.errorAccent,
  },
} as const;
