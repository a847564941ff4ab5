import { workflowEndpoints } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { approvalChainFieldErrors, toMoney, validateApprovalChain } from '@b2b-portal/flows/rules';
import { formatMoney } from '@b2b-portal/ui/format';
import { and, eq } from 'drizzle-orm';
import { approvalLevels } from '../../db/schema';
import { ProblemError } from '../../http/problem';
import type { RouteRegistrar } from '../../http/registrar';
import { companyOf } from '../cart/live-cart';
import { configuredChain } from './chain';
import { loadWorkflowDocument } from './documents';
import { issueToken, listActionsFor, submitDocumentWorkflow, workflowInfo } from './engine';
import { readHistory } from './history';

/** Workflow tokens, actions, history, approval chains and the quote/requisition submitWorkflow (issue 6). */
export function workflowRoutes(route: RouteRegistrar): void {
  route(workflowEndpoints.getTokenByUser, async ({ query, services, user }) => {
    const principal = user();
    const document = await loadWorkflowDocument(services.db, principal, query.documentType, query.documentId);
    return { token: issueToken(services.tokens, principal, document) };
  });

  route(workflowEndpoints.listActions, async ({ query, services, user }) =>
    listActionsFor(services, user(), query.documentType, query.documentId, query.token),
  );

  route(workflowEndpoints.getWorkflowHistory, async ({ query, services, user }) => {
    const document = await loadWorkflowDocument(services.db, user(), query.documentType, query.documentId);
    return readHistory(services.db, document.documentType, document.id);
  });

  route(workflowEndpoints.getWorkflowInfo, async ({ query, services, user }) =>
    workflowInfo(
      services.db,
      await loadWorkflowDocument(services.db, user(), query.documentType, query.documentId),
    ),
  );

  route(workflowEndpoints.getQuoteWorkflowInfo, async ({ query, services, user }) =>
    workflowInfo(services.db, await loadWorkflowDocument(services.db, user(), 8, query.id)),
  );

  route(workflowEndpoints.submitQuoteWorkflow, async ({ body, services, user }) =>
    submitDocumentWorkflow(services, user(), 8, body),
  );

  route(workflowEndpoints.submitRequisitionWorkflow, async ({ body, services, user }) =>
    submitDocumentWorkflow(services, user(), 4, body),
  );

  route(workflowEndpoints.getApprovalChain, async ({ query, services, user }) =>
    configuredChain(services.db, companyOf(user()), query.documentType),
  );

  route(workflowEndpoints.saveApprovalChain, async ({ body, services, user }) => {
    const companyId = companyOf(user());
    // The schema has read the body (levels numbered 1..n, approver roles, amounts as text, at most 5 levels);
    // the chain rule of flows, the editor's own, judges the roles (one level each), the amounts and their order.
    const levels = body.levels;
    const validation = validateApprovalChain(levels);
    if (!validation.valid) {
      throw new ProblemError(
        422,
        'ApprovalChainInvalid',
        formatMessage('Workflow.ChainInvalid'),
        approvalChainFieldErrors(validation, formatMoney),
      );
    }
    await services.db.transaction(async (tx) => {
      await tx
        .delete(approvalLevels)
        .where(
          and(eq(approvalLevels.companyId, companyId), eq(approvalLevels.documentType, body.documentType)),
        );
      if (levels.length > 0) {
        await tx.insert(approvalLevels).values(
          levels.map((entry) => ({
            ...entry,
            minAmount: toMoney(entry.minAmount),
            companyId,
            documentType: body.documentType,
          })),
        );
      }
    });
    return configuredChain(services.db, companyId, body.documentType);
  });
}
