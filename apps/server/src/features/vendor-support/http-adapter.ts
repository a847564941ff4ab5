import {
  type BugDetail,
  type BugPage,
  Enumerations,
  type RmaDetail,
  type RmaPage,
  type SupportCaseDetail,
  type SupportCasePage,
} from '@b2b-portal/api';
import {
  type BugSearch,
  type RmaSearch,
  type SupportCaseSearch,
  type VendorAccess,
  VendorAuthRefusedError,
  VendorNotConnectedError,
  type VendorSupport,
  VendorUnavailableError,
} from './port';
import type { VendorBugRecord, VendorCaseRecord, VendorRmaRecord } from './sandbox-data';

export interface HttpVendorSupportOptions {
  authorizeUrl: string;
  tokenUrl: string;
  /** Base of the support APIs: `<base>/bug/v2.0/…`, `<base>/return/v1.0/…`, `<base>/case/v3/…`. */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  /** The transport (global fetch; in sandbox mode, our own app's). */
  fetch?: (input: string, init?: RequestInit) => Promise<Response>;
  timeoutMs?: number;
}

interface Pagination {
  page_index?: string;
  total_records?: string;
}

const severityNames = new Map<number, string>(
  Object.values(Enumerations.BugSeverity).map((entry) => [entry.value, entry.name]),
);
const bugStatusNames = new Map<string, string>(
  Object.values(Enumerations.BugStatus).map((entry) => [entry.code, entry.name]),
);
const caseStatusNames = new Map<string, string>(
  Object.values(Enumerations.SupportCaseStatus).map((entry) => [entry.code, entry.name]),
);
const releases = (text: string | undefined) => (text ?? '').split(/\s+/).filter(Boolean);
const int = (text: string | undefined) => Number.parseInt(text ?? '', 10) || 0;
const date = (text: string | undefined) => (text ?? '').slice(0, 10);
const BUG_SEARCH_BY = { 1: 'product_id', 2: 'keyword', 3: 'product_series' } as const;
const RMA_SEARCH_BY = { 1: 'rma_number', 2: 'user_id', 3: 'case_id' } as const;
const CASE_SEARCH_BY = { 1: 'case_id', 2: 'contract_id', 3: 'user_id' } as const;

function toBug(record: VendorBugRecord): BugDetail {
  const severity = int(record.severity);
  return {
    id: record.bug_id,
    headline: record.headline,
    severity,
    severityName: severityNames.get(severity) ?? record.severity,
    status: record.status,
    statusName: bugStatusNames.get(record.status) ?? record.status,
    productId: record.product,
    productSeries: record.product_series,
    lastModifiedDate: date(record.last_modified_date),
    affectedReleases: releases(record.known_affected_releases),
    fixedReleases: releases(record.known_fixed_releases),
    supportCaseCount: int(record.support_case_count),
    description: record.description ?? '',
    workaround: record.workaround ?? '',
  };
}

function toRma(record: VendorRmaRecord & { line_count?: string }): RmaDetail {
  const lines = (record.lines ?? []).map((line) => ({
    productId: line.product_id,
    description: line.description,
    quantity: int(line.quantity),
    serialNumber: line.serial_number,
    carrier: line.carrier,
    trackingNumber: line.tracking_number,
    shippedDate: line.ship_date ? date(line.ship_date) : null,
  }));
  return {
    rmaNumber: record.rma_number,
    status: record.status,
    caseNumber: record.case_id,
    ccoId: record.user_id,
    createdDate: date(record.created_date),
    shipToName: record.ship_to_name,
    lineCount: record.line_count === undefined ? lines.length : int(record.line_count),
    shipToAddress: record.ship_to_address ?? '',
    serviceLevel: record.service_level ?? '',
    lines,
  };
}

function toCase(record: VendorCaseRecord): SupportCaseDetail {
  return {
    caseNumber: record.case_id,
    title: record.title,
    status: record.status,
    statusName: caseStatusNames.get(record.status) ?? record.status,
    severity: int(record.severity),
    contractNumber: record.contract_id,
    ccoId: record.user_id,
    productId: record.product_id,
    serialNumber: record.serial_number,
    createdDate: date(record.created_date),
    updatedDate: date(record.updated_date),
    closedDate: record.closed_date ? date(record.closed_date) : null,
    description: record.description ?? '',
    contactName: record.contact_name ?? '',
    bugIds: record.bugs ?? [],
    rmaNumbers: record.rmas ?? [],
  };
}

/**
 * The manufacturer's support APIs over HTTP (the real adapter): OAuth 2 authorization code with the client's id
 * and secret (HTTP Basic at the token endpoint, RFC 6749 §2.3.1), then bearer calls to the bug, return and case
 * APIs, whose records it maps to the contract's shapes. A refused token is VendorNotConnectedError; no answer,
 * a 5xx or an unreadable body is VendorUnavailableError.
 */
export class HttpVendorSupport implements VendorSupport {
  readonly clientId: string;
  private readonly fetch: (input: string, init?: RequestInit) => Promise<Response>;

  constructor(private readonly options: HttpVendorSupportOptions) {
    this.clientId = options.clientId;
    this.fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  }

  authorizationUrl(redirectUri: string, state: string): string {
    const base = this.options.authorizeUrl;
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: this.clientId,
      redirect_uri: redirectUri,
      state,
    });
    return `${base}${base.includes('?') ? '&' : '?'}${query}`;
  }

  private async send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await this.fetch(url, {
        ...init,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new VendorUnavailableError(`the manufacturer did not answer: ${String(error)}`);
    }
  }

  private async token(
    form: Record<string, string>,
  ): Promise<{ response: Response; body: Record<string, unknown> }> {
    const basic = Buffer.from(
      `${encodeURIComponent(this.clientId)}:${encodeURIComponent(this.options.clientSecret)}`,
    ).toString('base64');
    const response = await this.send(this.options.tokenUrl, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams(form).toString(),
    });
    if (response.status >= 500)
      throw new VendorUnavailableError(`token endpoint answered ${response.status}`);
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    return { response, body };
  }

  private access(body: Record<string, unknown>): VendorAccess {
    if (typeof body.access_token !== 'string')
      throw new VendorUnavailableError('no access_token in the answer');
    const expiresIn = typeof body.expires_in === 'number' ? body.expires_in : 3600;
    return {
      accessToken: body.access_token,
      expiresAt: Date.now() + expiresIn * 1000,
      refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : undefined,
    };
  }

  async exchangeCode(code: string, redirectUri: string) {
    const { response, body } = await this.token({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
    });
    if (!response.ok) throw new VendorAuthRefusedError(String(body.error ?? response.status));
    const access = this.access(body);
    if (!access.refreshToken) throw new VendorUnavailableError('no refresh_token in the answer');
    return { ...access, refreshToken: access.refreshToken };
  }

  async refresh(refreshToken: string): Promise<VendorAccess> {
    const { response, body } = await this.token({ grant_type: 'refresh_token', refresh_token: refreshToken });
    if (!response.ok) throw new VendorNotConnectedError(String(body.error ?? response.status));
    return this.access(body);
  }

  private async get<T>(
    accessToken: string,
    path: string,
    query?: Record<string, string | undefined>,
  ): Promise<T> {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query ?? {})) if (value) params.set(name, value);
    const url = `${this.options.apiUrl.replace(/\/+$/, '')}${path}${params.size ? `?${params}` : ''}`;
    const response = await this.send(url, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    });
    if (response.status === 401 || response.status === 403) {
      throw new VendorNotConnectedError(`the manufacturer answered ${response.status}`);
    }
    if (!response.ok) throw new VendorUnavailableError(`the manufacturer answered ${response.status}`);
    try {
      return (await response.json()) as T;
    } catch {
      throw new VendorUnavailableError('the manufacturer answered no JSON');
    }
  }

  private page<R, T>(
    list: R[] | undefined,
    pagination: Pagination | undefined,
    map: (record: R) => T,
    start: number,
    size: number,
  ) {
    const data = (list ?? []).map(map);
    return {
      start,
      size,
      totalRecords: int(pagination?.total_records) || data.length,
      records: data.length,
      sortBy: 0,
      data,
    };
  }

  async searchBugs(accessToken: string, query: BugSearch): Promise<BugPage> {
    const answer = await this.get<{ bugs?: VendorBugRecord[]; pagination_response_record?: Pagination }>(
      accessToken,
      '/bug/v2.0/bugs',
      {
        search_by: BUG_SEARCH_BY[query.searchBy as 1 | 2 | 3],
        q: query.keyword,
        modified_date: String(query.modifiedRange),
        severity: query.severity === undefined ? undefined : String(query.severity),
        status: query.status,
        affected_release: query.releaseType === 1 ? query.release : undefined,
        fixed_release: query.releaseType === 2 ? query.release : undefined,
        page_index: String(query.start),
        page_size: String(query.size),
      },
    );
    const page = this.page(answer.bugs, answer.pagination_response_record, toBug, query.start, query.size);
    return {
      ...page,
      data: page.data.map(({ description: _description, workaround: _workaround, ...bug }) => bug),
    };
  }

  async getBug(accessToken: string, id: string): Promise<BugDetail | null> {
    const answer = await this.get<{ bugs?: VendorBugRecord[] }>(
      accessToken,
      `/bug/v2.0/bugs/bug_ids/${encodeURIComponent(id)}`,
    );
    const record = answer.bugs?.[0];
    return record ? toBug(record) : null;
  }

  async searchRmas(accessToken: string, query: RmaSearch): Promise<RmaPage> {
    const answer = await this.get<{ returns?: VendorRmaRecord[]; pagination_response_record?: Pagination }>(
      accessToken,
      '/return/v1.0/returns',
      {
        search_by: RMA_SEARCH_BY[query.searchBy as 1 | 2 | 3],
        q: query.keyword,
        page_index: String(query.start),
        page_size: String(query.size),
      },
    );
    const page = this.page(answer.returns, answer.pagination_response_record, toRma, query.start, query.size);
    return {
      ...page,
      data: page.data.map(({ lines: _lines, shipToAddress: _address, serviceLevel: _level, ...rma }) => rma),
    };
  }

  async getRma(accessToken: string, rmaNumber: string): Promise<RmaDetail | null> {
    const answer = await this.get<{ returns?: VendorRmaRecord[] }>(
      accessToken,
      `/return/v1.0/returns/rma_numbers/${encodeURIComponent(rmaNumber)}`,
    );
    const record = answer.returns?.[0];
    return record ? toRma(record) : null;
  }

  async searchCases(accessToken: string, query: SupportCaseSearch): Promise<SupportCasePage> {
    const answer = await this.get<{ cases?: VendorCaseRecord[]; pagination_response_record?: Pagination }>(
      accessToken,
      '/case/v3/cases',
      {
        search_by: CASE_SEARCH_BY[query.searchBy as 1 | 2 | 3],
        q: query.keyword,
        status_flag: query.status,
        date_created_from: query.createdFrom,
        date_created_to: query.createdTo,
        page_index: String(query.start),
        page_size: String(query.size),
      },
    );
    const page = this.page(answer.cases, answer.pagination_response_record, toCase, query.start, query.size);
    return {
      ...page,
      data: page.data.map(
        ({ description: _d, contactName: _c, bugIds: _b, rmaNumbers: _r, ...record }) => record,
      ),
    };
  }

  async getCase(accessToken: string, caseNumber: string): Promise<SupportCaseDetail | null> {
    const answer = await this.get<{ cases?: VendorCaseRecord[] }>(
      accessToken,
      `/case/v3/cases/details/case_id/${encodeURIComponent(caseNumber)}`,
    );
    const record = answer.cases?.[0];
    return record ? toCase(record) : null;
  }
}
