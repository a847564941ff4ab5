/**
 * Which files may be attached (001 §5, 002 §5). Pure, so the server can apply the same rule to what it
 * receives: the browser check is a convenience, never the only gate.
 */

/**
 * Extensions refused by default: executables, installers, scripts, shortcuts, web pages and macro-capable
 * or otherwise active content: the kinds of file mail gateways block.
 */
export const defaultBlockedExtensions = [
  // Executables and libraries
  'exe',
  'com',
  'scr',
  'pif',
  'cpl',
  'dll',
  'ocx',
  'sys',
  'app',
  'bin',
  // Installers and packages
  'msi',
  'msp',
  'mst',
  'msix',
  'appx',
  'apk',
  'dmg',
  'pkg',
  'jar',
  'gadget',
  // Scripts and shells
  'bat',
  'cmd',
  'ps1',
  'psm1',
  'vb',
  'vbe',
  'vbs',
  'js',
  'jse',
  'ws',
  'wsc',
  'wsf',
  'wsh',
  'sh',
  'py',
  'pl',
  'msc',
  'scf',
  'sct',
  'reg',
  'inf',
  'hta',
  // Shortcuts and links
  'lnk',
  'url',
  'shb',
  'shs',
  // Web pages and server-side pages
  'html',
  'htm',
  'xhtml',
  'mht',
  'mhtml',
  'svg',
  'php',
  'asp',
  'aspx',
  'jsp',
  'cgi',
  // Help files, disk images and other active content
  'chm',
  'hlp',
  'iso',
  'vhd',
  'application',
  'settingcontent-ms',
] as const;

/** What a picker accepts: anything not blocked, or only spreadsheets (manual contract upload, 002 §5). */
export const attachmentAccepts = ['any', 'spreadsheet'] as const;
export type AttachmentAccept = (typeof attachmentAccepts)[number];

export const spreadsheetExtensions = ['xls', 'xlsx'] as const;

export interface CheckAttachmentOptions {
  /** Which files are wanted. @default 'any' */
  accept?: AttachmentAccept;
  /** Extensions refused, without the dot, any case. @default defaultBlockedExtensions */
  blockedExtensions?: readonly string[];
}

export type AttachmentCheck =
  | { ok: true; extension: string }
  /** `blocked`: the extension is on the block list; `notSpreadsheet`: a spreadsheet was required. */
  | { ok: false; extension: string; reason: 'blocked' | 'notSpreadsheet' };

/**
 * The extension that decides how a file opens: the last one, lower-cased. Windows ignores trailing dots and
 * spaces ('report.exe. ' runs as .exe), so they are stripped first.
 */
export function fileExtension(name: string): string {
  const trimmed = name.replace(/[.\s]+$/, '');
  const base = trimmed.slice(trimmed.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}

/** Whether a file with this name may be attached, and if not, why. */
export function checkAttachment(name: string, options: CheckAttachmentOptions = {}): AttachmentCheck {
  const { accept = 'any', blockedExtensions = defaultBlockedExtensions } = options;
  const extension = fileExtension(name);
  if (accept === 'spreadsheet') {
    return (spreadsheetExtensions as readonly string[]).includes(extension)
      ? { ok: true, extension }
      : { ok: false, extension, reason: 'notSpreadsheet' };
  }
  const blocked = blockedExtensions.some((blockedExtension) => blockedExtension.toLowerCase() === extension);
  return blocked ? { ok: false, extension, reason: 'blocked' } : { ok: true, extension };
}
