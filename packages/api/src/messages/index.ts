import { en, type MessageCatalogue, type MessageKey } from './en';

export { en, type MessageCatalogue, type MessageKey };

/**
 * Reads a message and fills `{placeholders}` from `params`. Unknown placeholders stay as written so a
 * missing value is visible rather than silently empty.
 */
export function formatMessage(
  key: MessageKey,
  params: Record<string, string | number> = {},
  catalogue: MessageCatalogue = en,
): string {
  return catalogue[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
