import { randomBytes } from 'node:crypto';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cardSandboxSessions } from '../../db/schema';
import {
  browserConfiguration,
  type CardProcessor,
  type CompanyProcessor,
  type ConversionFailure,
  type ConversionFailureKind,
  type ConvertedSession,
  PROTECT_TOKEN_TTL_MS,
  type ProcessorConfiguration,
} from './processor';
import { type CardEntry, type CardRefusal, checkCard, MAX_FAILED_VERIFICATIONS } from './test-cards';

/** Where the sandbox's routes live on the portal's own origin (sandbox-routes.ts). */
export const SANDBOX_PROCESSOR_PATH = '/sandbox/card-processor';

/** Vault tokens do not expire; the column needs a date. */
const NEVER = new Date('2100-01-01T00:00:00Z');

const newId = (prefix: string) => `${prefix}_${randomBytes(24).toString('base64url')}`;
const fail = (kind: ConversionFailureKind): ConversionFailure => ({ ok: false, kind });

export type CreateSessionResult =
  | { ok: true; sessionID: string }
  | { ok: false; error: 'invalidProtectToken' }
  | { ok: false; error: 'invalidCard'; refusals: CardRefusal[] };

/**
 * The card processor played locally, on the `card_sandbox_sessions` table (what a real processor keeps on its
 * own servers). Rows: `protect` (a protect token; its `protect_token` column holds the reference it was issued
 * for, its `failures` the failed verifications), `session` (a tokenized card: brand, last four, expiry and the
 * outcome the test card asks for, plus the protect token it was made with), `vault` (a converted card). Never
 * the card number or the security code.
 */
export class SandboxCardProcessor implements CardProcessor {
  constructor(
    private readonly db: Db,
    private readonly options: { scriptUrl?: string | undefined } = {},
    private readonly now: () => Date = () => new Date(),
  ) {}

  configuration(company: CompanyProcessor, requestOrigin: string): ProcessorConfiguration {
    const base = this.options.scriptUrl ?? `${requestOrigin}${SANDBOX_PROCESSOR_PATH}`;
    return browserConfiguration(company, base, 'sandbox');
  }

  async issueProtectToken(reference: string) {
    const now = this.now();
    // Tokens and sessions an hour past their expiry are of no use to anybody.
    await this.db
      .delete(cardSandboxSessions)
      .where(
        and(
          inArray(cardSandboxSessions.kind, ['protect', 'session']),
          lt(cardSandboxSessions.expiresAt, new Date(now.getTime() - 60 * 60 * 1000)),
        ),
      );
    const protectToken = newId('sbx_pt');
    const expiresAt = new Date(now.getTime() + PROTECT_TOKEN_TTL_MS);
    await this.db
      .insert(cardSandboxSessions)
      .values({ id: protectToken, kind: 'protect', protectToken: reference, expiresAt });
    return { protectToken, expiresAt };
  }

  /** The tokenizer's part (`POST …/v1/sessions`): checks the card and keeps only what may be kept. */
  async createSession(protectToken: string, card: CardEntry): Promise<CreateSessionResult> {
    const [token] = await this.db
      .select()
      .from(cardSandboxSessions)
      .where(and(eq(cardSandboxSessions.id, protectToken), eq(cardSandboxSessions.kind, 'protect')));
    if (!token || token.expiresAt <= this.now()) return { ok: false, error: 'invalidProtectToken' };
    const checked = checkCard(card, this.now());
    if (Array.isArray(checked)) return { ok: false, error: 'invalidCard', refusals: checked };
    const sessionID = newId('sbx_sess');
    await this.db.insert(cardSandboxSessions).values({
      id: sessionID,
      kind: 'session',
      protectToken,
      cardType: checked.brand,
      last4: checked.last4,
      expirationMonth: checked.expirationMonth,
      expirationYear: checked.expirationYear,
      outcome: checked.outcome,
      expiresAt: token.expiresAt,
    });
    return { ok: true, sessionID };
  }

  async convertSession(input: {
    sessionID: string;
    protectToken: string;
    reference: string;
  }): Promise<ConvertedSession | ConversionFailure> {
    const now = this.now();
    return this.db.transaction(async (tx) => {
      const [token] = await tx
        .select()
        .from(cardSandboxSessions)
        .where(and(eq(cardSandboxSessions.id, input.protectToken), eq(cardSandboxSessions.kind, 'protect')))
        .for('update');
      if (!token || token.protectToken !== input.reference) return fail('invalid');
      if (token.expiresAt <= now) return fail('expired');
      if (token.failures >= MAX_FAILED_VERIFICATIONS) return fail('triesExceeded');

      const [session] = await tx
        .select()
        .from(cardSandboxSessions)
        .where(and(eq(cardSandboxSessions.id, input.sessionID), eq(cardSandboxSessions.kind, 'session')))
        .for('update');
      if (!session) return fail('sessionNotFound');
      if (session.protectToken !== input.protectToken || session.consumed) return fail('invalid');
      if (session.expiresAt <= now) return fail('expired');
      await tx
        .update(cardSandboxSessions)
        .set({ consumed: true })
        .where(eq(cardSandboxSessions.id, session.id));

      if (session.outcome === 'verification') {
        await tx
          .update(cardSandboxSessions)
          .set({ failures: sql`${cardSandboxSessions.failures} + 1` })
          .where(eq(cardSandboxSessions.id, token.id));
        return fail('verification');
      }
      if (session.outcome === 'triesExceeded') return fail('triesExceeded');
      if (session.outcome !== 'approve') return fail('unavailable');

      const vaultToken = newId('sbx_vault');
      const card = {
        cardType: session.cardType ?? '',
        last4: session.last4 ?? '',
        expirationMonth: session.expirationMonth ?? 0,
        expirationYear: session.expirationYear ?? 0,
      };
      await tx
        .insert(cardSandboxSessions)
        .values({ id: vaultToken, kind: 'vault', outcome: 'approve', expiresAt: NEVER, ...card });
      return { ok: true as const, vaultToken, ...card };
    });
  }

  async deleteVaultToken(vaultToken: string): Promise<void> {
    await this.db
      .delete(cardSandboxSessions)
      .where(and(eq(cardSandboxSessions.id, vaultToken), eq(cardSandboxSessions.kind, 'vault')));
  }
}
