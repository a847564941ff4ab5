import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { CardProcessorName, PaymentPing } from '@b2b-portal/api';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Executor } from '../../db/client';
import { companies } from '../../db/schema';
import type { AppEnv } from '../../http/context';

/** The processor page for a caller with no company and no request (the demo companies' default). */
export const DEFAULT_CARD_PROCESSOR: CardProcessorName = 'paytrace';

/** The company's card processor (companies.storefront_settings.creditCardProcessor). */
export async function companyCardProcessor(
  db: Executor,
  companyId: string | null,
): Promise<CardProcessorName> {
  if (!companyId) return DEFAULT_CARD_PROCESSOR;
  const [company] = await db
    .select({ settings: companies.storefrontSettings })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company?.settings.creditCardProcessor ?? DEFAULT_CARD_PROCESSOR;
}

/** Protocols too old for card entry (001 §5: TLS 1.1 or higher; TLS 1.0, SSL2 and SSL3 are not supported). */
const INSECURE_PROTOCOLS = new Set(['sslv2', 'sslv3', 'tlsv1', 'tlsv1.0']);

/**
 * What `accountsreceivable/ping` answers for a connection:
 * - over TLS, the negotiated protocol (`TLSv1.3`…);
 * - behind a TLS-terminating proxy (`X-Forwarded-Proto: https`), the protocol the proxy passes in
 *   `X-Forwarded-TLS-Protocol` (nginx: `$ssl_protocol`), else `https` — the proxy's own TLS floor applies;
 * - plain http: secure only on loopback (development on the same machine).
 * The headers only change what the caller is told about their own connection, so they are taken as sent.
 */
export function connectionProtocol(input: {
  tlsProtocol: string | null;
  forwardedProto: string | undefined;
  forwardedTlsProtocol: string | undefined;
  remoteAddress: string | undefined;
}): PaymentPing {
  const judge = (protocol: string): PaymentPing => ({
    protocol,
    secure: !INSECURE_PROTOCOLS.has(protocol.toLowerCase()),
  });
  if (input.tlsProtocol) return judge(input.tlsProtocol);
  const forwarded = input.forwardedProto?.split(',')[0]?.trim().toLowerCase();
  if (forwarded === 'https') {
    const protocol = input.forwardedTlsProtocol?.trim();
    return protocol ? judge(protocol.slice(0, 20)) : { protocol: 'https', secure: true };
  }
  const address = input.remoteAddress ?? '';
  const loopback = /^(127\.|::1$|::ffff:127\.)/.test(address);
  return { protocol: 'http', secure: loopback };
}

/** The connection facts of a request served by @hono/node-server (none under `app.request()` in tests). */
export function pingOf(c: Context<AppEnv>): PaymentPing {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const socket = incoming?.socket as (TLSSocket & { encrypted?: boolean }) | undefined;
  const tlsProtocol =
    socket?.encrypted && typeof socket.getProtocol === 'function' ? socket.getProtocol() : null;
  return connectionProtocol({
    tlsProtocol,
    forwardedProto: c.req.header('x-forwarded-proto'),
    forwardedTlsProtocol: c.req.header('x-forwarded-tls-protocol'),
    remoteAddress: socket?.remoteAddress,
  });
}
