import { timingSafeEqual } from 'node:crypto';
import { type EmbeddedReportKind, PrismReportQuery } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import * as z from 'zod/mini';
import type { TokenService } from '../../auth/tokens';
import { ProblemError } from '../../http/problem';

/**
 * The embedded report links of getPowerBIReportEmbedURL (issue 20). The documents' call gave a Power BI embed
 * link; ours points at the portal's own read-only report page (`#/embedded-report?token=…`). The token is
 * `<payload>.<signature>`: the payload (base64url JSON) names the report, the signer's company and user, the
 * savings report's filters and the expiry; the signature is an HMAC-SHA256 of it under the server's key
 * (TokenService.sign, the key of the access tokens), so only this server makes one, and any change to the payload
 * breaks it. A link works for EMBED_LINK_TTL_SECONDS; the page then asks for a new one.
 */

export const EMBED_LINK_TTL_SECONDS = 600;
const PURPOSE = 'cloud-report-embed:v1:';

const Payload = z.object({
  r: z.enum(['prism', 'edp']),
  c: z.string(),
  u: z.string(),
  f: PrismReportQuery,
  exp: z.int(),
});
export type EmbedPayload = z.infer<typeof Payload>;

export const embedLinkInvalid = () =>
  new ProblemError(403, 'EmbedLinkInvalid', formatMessage('CloudReports.Embed.Invalid'));
export const embedLinkRevoked = () =>
  new ProblemError(403, 'EmbedLinkRevoked', formatMessage('CloudReports.Embed.Revoked'));
export const embedLinkExpired = () =>
  new ProblemError(410, 'EmbedLinkExpired', formatMessage('CloudReports.Embed.Expired'));

export function signEmbedToken(
  tokens: TokenService,
  link: { report: EmbeddedReportKind; companyId: string; userId: string; filters: EmbedPayload['f'] },
  now: Date,
): { token: string; expiresAt: Date } {
  const exp = Math.floor(now.getTime() / 1000) + EMBED_LINK_TTL_SECONDS;
  const payload: EmbedPayload = { r: link.report, c: link.companyId, u: link.userId, f: link.filters, exp };
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return { token: `${encoded}.${tokens.sign(PURPOSE + encoded)}`, expiresAt: new Date(exp * 1000) };
}

/** The payload of a token this server signed that has not expired; 403 EmbedLinkInvalid or 410 EmbedLinkExpired. */
export function verifyEmbedToken(tokens: TokenService, token: string, now: Date): EmbedPayload {
  const [encoded, signature, ...rest] = token.split('.');
  if (!encoded || !signature || rest.length > 0) throw embedLinkInvalid();
  const expected = Buffer.from(tokens.sign(PURPOSE + encoded));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw embedLinkInvalid();
  let parsed: ReturnType<typeof Payload.safeParse>;
  try {
    parsed = Payload.safeParse(JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')));
  } catch {
    throw embedLinkInvalid();
  }
  if (!parsed.success) throw embedLinkInvalid();
  if (parsed.data.exp * 1000 <= now.getTime()) throw embedLinkExpired();
  return parsed.data;
}
