import { ApiError } from '@b2b-portal/api/client';
import { routeByName } from '@b2b-portal/flows/rules';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import EdpReportPage from './EdpReportPage';
import EmbeddedReportPage from './EmbeddedReportPage';
import PrismSavingsReportPage from './PrismSavingsReportPage';

const { call } = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../services/api', () => ({ api: { call } }));

const publication = {
  publishedThrough: '2026-10',
  nextPublication: { month: '2026-11', date: '2026-12-14' },
};
const prism = {
  ...publication,
  from: '2026-09',
  to: '2026-10',
  firstMonth: '2026-09',
  services: ['Amazon EC2', 'Amazon S3'],
  byMonth: [
    { month: '2026-09', listCost: '150.00', contractCost: '120.00', savings: '30.00' },
    { month: '2026-10', listCost: '50.10', contractCost: '40.05', savings: '10.05' },
  ],
  byService: [
    { service: 'Amazon EC2', provider: 'AWS', listCost: '180.00', contractCost: '140.00', savings: '40.00' },
    { service: 'Amazon S3', provider: 'AWS', listCost: '20.10', contractCost: '20.05', savings: '0.05' },
  ],
  totals: { listCost: '200.10', contractCost: '160.05', savings: '40.05' },
};

describe('the cloud report pages (issue 20)', () => {
  it('shows the savings with the publication note, the totals and the table behind the chart', async () => {
    call.mockResolvedValue(prism);
    render(<PrismSavingsReportPage route={routeByName('PrismSavingsReport')} query={{}} />);
    expect(
      await screen.findByText(
        'Report data is available 12 to 14 days after month end. Figures up to October 2026 are shown; November 2026 is published on 12/14/2026.',
      ),
    ).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Totals for the selection' });
    expect(within(totals).getByText('$40.05')).toBeInTheDocument();
    const byService = screen.getByRole('figure', { name: 'Savings by service' });
    await userEvent.click(within(byService).getByRole('button', { name: 'Show as table' }));
    const row = within(byService).getByRole('row', { name: /Amazon S3/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$20.10', '$20.05', '$0.05']);
    expect(call).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'report.getPrismReports' }),
      expect.objectContaining({ query: { from: undefined, to: undefined, service: undefined } }),
    );
  });

  it('says when the company has no EDP commitment', async () => {
    call.mockResolvedValue({ ...publication, commitments: [] });
    render(<EdpReportPage route={routeByName('EdpReport')} query={{}} />);
    expect(
      await screen.findByText('Your company has no enterprise discount programme commitment.'),
    ).toBeInTheDocument();
  });

  it("shows a refused link in the server's words", async () => {
    call.mockRejectedValue(
      new ApiError({
        status: 410,
        endpointId: 'report.getEmbeddedReport',
        body: { code: 'EmbedLinkExpired', message: 'This report link has expired.', traceId: 't' },
      }),
    );
    render(<EmbeddedReportPage route={routeByName('EmbeddedReport')} query={{ token: 'a.b' }} />);
    expect(await screen.findByText('This report link has expired.')).toBeInTheDocument();
  });
});
