/**
 * Which files may be attached (001 §5, 002 §5). One rule for the browser (the drop zone refuses a file as it is
 * picked) and the server (which applies it again to what it receives, then checks the bytes too): the browser
 * check is a convenience, never the only gate.
 */

import { ATTACHMENT_DESCRIPTION_MAX_LENGTH, ATTACHMENT_MAX_BYTES } from '@b2b-portal/api';

/** The limits are the contract's (`@b2b-portal/api`), re-exported for the rule's callers. */
export { ATTACHMENT_DESCRIPTION_MAX_LENGTH, ATTACHMENT_MAX_BYTES };

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
 * spaces ('report.exe. ' runs as .exe), so they are stripped first; a folder part (either slash) is ignored.
 */
export function fileExtension(name: string): string {
  const trimmed = name.replace(/[.\s]+$/, '');
  const base = trimmed.slice(Math.max(trimmed.lastIndexOf('/'), trimmed.lastIndexOf('\\')) + 1);
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

/** A size limit as the refusal messages say it: whole megabytes ("10 MB"). */
export function attachmentSizeText(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}

/**
 * Whether a file may be picked for upload at all, before its description is asked for: its type, not empty, at
 * most `maxBytes` (the contract's `ATTACHMENT_MAX_BYTES`). The browser refuses such a file as it is picked, so it
 * is never uploaded; the server applies the whole rule (`checkAttachmentUpload`) again.
 */
export function checkAttachmentFile(
  file: { name: string; size: number },
  options: Omit<CheckAttachmentUploadOptions, 'requireDescription'> = {},
): AttachmentFileCheck {
  return checkAttachmentUpload(
    { fileName: file.name, size: file.size, description: '' },
    { ...options, requireDescription: false },
  ) as AttachmentFileCheck;
}

/** Why a picked file is refused before its description is asked for. */
export type AttachmentFileRefusal = Exclude<AttachmentRefusal, AttachmentDescriptionProblem>;

export type AttachmentFileCheck =
  | { ok: true; extension: string }
  | { ok: false; extension: string; reason: AttachmentFileRefusal };

/** What is wrong with an attachment's description: empty (001 §5 "description required") or too long. */
export type AttachmentDescriptionProblem = 'descriptionRequired' | 'descriptionTooLong';

/** The description's problem, or undefined when it is fine. Blank (only spaces) counts as empty. */
export function checkAttachmentDescription(description: string): AttachmentDescriptionProblem | undefined {
  const trimmed = description.trim();
  if (trimmed === '') return 'descriptionRequired';
  if (trimmed.length > ATTACHMENT_DESCRIPTION_MAX_LENGTH) return 'descriptionTooLong';
  return undefined;
}

/** Why an upload is refused before its bytes are looked at. */
export type AttachmentRefusal =
  | 'blocked'
  | 'notSpreadsheet'
  | 'empty'
  | 'tooLarge'
  | AttachmentDescriptionProblem;

export interface AttachmentUpload {
  fileName: string;
  /** Bytes. */
  size: number;
  description: string;
}

export interface CheckAttachmentUploadOptions extends CheckAttachmentOptions {
  /** Refuse an empty or blank description (001 §5, 002 §5 attachments). @default true */
  requireDescription?: boolean;
  /** Largest file accepted, in bytes. @default ATTACHMENT_MAX_BYTES */
  maxBytes?: number;
}

export type AttachmentUploadCheck =
  | { ok: true; extension: string }
  | { ok: false; extension: string; reason: AttachmentRefusal };

/**
 * The whole rule for one upload, in the order a person fixes things: the file's type, its size, then the
 * description. The server applies it to every upload before checking the content.
 */
export function checkAttachmentUpload(
  upload: AttachmentUpload,
  options: CheckAttachmentUploadOptions = {},
): AttachmentUploadCheck {
  const { requireDescription = true, maxBytes = ATTACHMENT_MAX_BYTES, ...typeOptions } = options;
  const type = checkAttachment(upload.fileName, typeOptions);
  if (!type.ok) return type;
  const { extension } = type;
  if (upload.size === 0) return { ok: false, extension, reason: 'empty' };
  if (upload.size > maxBytes) return { ok: false, extension, reason: 'tooLarge' };
  const description = checkAttachmentDescription(upload.description);
  if (description === 'descriptionTooLong' || (description && requireDescription)) {
    return { ok: false, extension, reason: description };
  }
  return { ok: true, extension };
}
