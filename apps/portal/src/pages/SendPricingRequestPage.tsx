import {
  CART_QUANTITY_LIMITS,
  PRICING_REQUEST_LIMITS,
  type SubmitPricingRequestAnswer,
} from '@b2b-portal/api';
import { checkAttachmentDescription, documentTreeOf, pathFor } from '@b2b-portal/flows/rules';
import {
  type Attachment,
  AttachmentDropZone,
  Button,
  DescriptionList,
  Form,
  formatMoney,
  InlineAlert,
  Link,
  parseQuantity,
  QuantityField,
  Spinner,
  Switch,
  TextArea,
  TextField,
} from '@b2b-portal/ui';
import { useEffect, useRef, useState } from 'react';
import { hrefFor } from '../app/hashLocation';
import type { PageProps } from '../app/PageProps';
import { DocumentTreeLines } from '../documents/DocumentTreeLines';
import { refusedMessage, useContractSchema } from '../forms/useContractForm';
import { useServerFieldErrors } from '../forms/useServerFieldErrors';
import { type FieldErrors, validateWith } from '../forms/validate';
import { attachmentDropZoneProps } from '../services/attachmentLabels';
import { t } from '../services/messages/shop';
import * as pageStyles from './pages.css';
import {
  createPricingRequestSubmitter,
  type PricingRequestLinesChoice,
  SubmissionError,
} from './savedCarts/pricingRequestSubmission';
import { problemMessage } from './savedCarts/savedCartData';
import * as styles from './savedCarts/savedCarts.css';
import { type QuoteLines, useQuoteLines } from './savedCarts/useQuoteLines';

/**
 * /send-Pricing-Request (001 §2, titled Request a Quote; submitRFQ): a pricing request of the cart's lines
 * without pricing (or all its lines), or of one product of the shop (`productId`, `quantity`), with a title,
 * comments and attachments (each with a required description). Sent once however often it is pressed.
 */
export default function SendPricingRequestPage({ route, query }: PageProps) {
  const [submitted, setSubmitted] = useState<SubmitPricingRequestAnswer | null>(null);
  const productId = typeof query.productId === 'string' && query.productId !== '' ? query.productId : null;
  const quantity =
    typeof query.quantity === 'number' && query.quantity >= CART_QUANTITY_LIMITS.min
      ? query.quantity
      : CART_QUANTITY_LIMITS.min;
  return (
    <section className={pageStyles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={pageStyles.title}>
        {route.title}
      </h1>
      {submitted ? (
        <Submitted request={submitted} />
      ) : (
        <PricingRequestForm productId={productId} initialQuantity={quantity} onSubmitted={setSubmitted} />
      )}
    </section>
  );
}

function Submitted({ request }: { request: SubmitPricingRequestAnswer }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the focus was in is gone: start keyboard and screen-reader users at the outcome.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.section} aria-labelledby="submitted-title">
      <h2 id="submitted-title" ref={heading} tabIndex={-1} className={styles.sectionTitle}>
        {t('RequestQuote.SubmittedTitle')}
      </h2>
      <InlineAlert
        tone="success"
        title={t('PricingRequest.Submitted')}
        action={<Link href={hrefFor(pathFor('PricingRequestList'))}>{t('RequestQuote.ViewRequests')}</Link>}
      >
        {t('RequestQuote.Number', { number: request.number })}
      </InlineAlert>
    </section>
  );
}

/** The lines the request will carry, or why there are none. */
/** The product's quantity is not a whole number from 1 to 99,999: the field's message, also the form's. */
const quantityInvalid = () =>
  t('Shop.QuantityInvalid', { max: CART_QUANTITY_LIMITS.max.toLocaleString('en-US') });

/**
 * The contract's check of the title and comments, loaded when the form mounts: it brings zod and the contract's
 * schemas, which the page's first paint does without (issue 14).
 */
const loadPricingRequestFields = () =>
  import('./savedCarts/pricingRequestSchema').then((module) => module.PricingRequestFields);

function linesChoice(
  lines: QuoteLines | undefined,
  includeAll: boolean,
  quantity: number | undefined,
): { choice: PricingRequestLinesChoice } | { problem: string } | null {
  if (!lines) return null;
  if (lines.source === 'product') {
    if (!lines.product) return { problem: t('PricingRequest.ProductNotFound') };
    return quantity === undefined
      ? { problem: quantityInvalid() }
      : { choice: { source: 'product', productId: lines.product.id, quantity } };
  }
  const ids = lines.lines.items.map((item) => item.id);
  if (ids.length === 0) return { problem: includeAll ? t('Cart.Empty') : t('RequestQuote.NoRequestItems') };
  // The lines shown are the lines sent, even if the cart changes meanwhile; more than one request may name
  // (the contract's limit) are sent as the whole cart.
  return {
    choice: { source: 'cart', lineIds: ids.length <= PRICING_REQUEST_LIMITS.lineIds.max ? ids : undefined },
  };
}

function PricingRequestForm({
  productId,
  initialQuantity,
  onSubmitted,
}: {
  productId: string | null;
  initialQuantity: number;
  onSubmitted: (request: SubmitPricingRequestAnswer) => void;
}) {
  const [title, setTitle] = useState('');
  const [comments, setComments] = useState('');
  const [includeAll, setIncludeAll] = useState(false);
  // The quantity as typed (ui's QuantityField keeps it; '2.5' or '0' is refused at the field, never changed).
  const [quantityText, setQuantityText] = useState(
    String(Math.min(initialQuantity, CART_QUANTITY_LIMITS.max)),
  );
  const quantity = parseQuantity(quantityText, CART_QUANTITY_LIMITS.max);
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [showErrors, setShowErrors] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  // Each refused send (the form's check or the server's) takes the focus to the first field marked invalid.
  const [refusals, setRefusals] = useState(0);
  const refuse = (message: string) => {
    setFormError(message);
    setRefusals((count) => count + 1);
  };
  const server = useServerFieldErrors();
  const [pending, setPending] = useState(false);
  const submitter = useRef(createPricingRequestSubmitter());
  const inFlight = useRef(false);
  const lines = useQuoteLines(productId, includeAll);
  const chosen = linesChoice(lines.data, includeAll, quantity);

  // The contract's own check of what was typed, in its words ('Please enter a title.').
  const [schema, ensureSchema] = useContractSchema(loadPricingRequestFields);
  const checked = schema ? validateWith(schema, { title, comments }) : undefined;
  const fieldErrors: FieldErrors = {
    ...server.errors,
    ...(showErrors && checked && !checked.ok ? checked.fieldErrors : {}),
  };
  const edit = (field: 'title' | 'comments', set: (value: string) => void) => (value: string) => {
    set(value);
    server.edited(field);
  };

  const submit = async () => {
    if (inFlight.current) return;
    setShowErrors(true);
    setFormError(null);
    const descriptionMissing = attachments.some(
      (attachment) => checkAttachmentDescription(attachment.description) !== undefined,
    );
    let verdict = checked;
    try {
      verdict ??= validateWith(await ensureSchema(), { title, comments });
    } catch (error) {
      refuse(problemMessage(error));
      return;
    }
    if (!verdict.ok || descriptionMissing) {
      // A title or comments only too long: the marked fields need correcting, nothing is missing.
      refuse(refusedMessage(descriptionMissing || (!verdict.ok && verdict.missing)));
      return;
    }
    if (!chosen || 'problem' in chosen) {
      refuse(chosen?.problem ?? t('Global.Loading'));
      return;
    }
    inFlight.current = true;
    setPending(true);
    try {
      onSubmitted(await submitter.current.submit({ title, comments, lines: chosen.choice, attachments }));
    } catch (error) {
      server.failed(error);
      refuse(error instanceof SubmissionError ? error.message : problemMessage(error));
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  return (
    <Form
      className={styles.form}
      onSubmit={() => void submit()}
      refusals={refusals}
      aria-labelledby="page-title"
    >
      <p className={styles.muted}>{t('RequestQuote.RequiredNote')}</p>
      <TextField
        label={t('RequestQuote.RequestTitle')}
        isRequired
        validationBehavior="aria"
        maxLength={PRICING_REQUEST_LIMITS.title.max}
        value={title}
        onChange={edit('title', setTitle)}
        isInvalid={fieldErrors.title !== undefined}
        errorMessage={fieldErrors.title}
      />
      <TextArea
        label={t('RequestQuote.Comments')}
        maxLength={PRICING_REQUEST_LIMITS.comments.max}
        showCharacterCount
        value={comments}
        onChange={edit('comments', setComments)}
        isInvalid={fieldErrors.comments !== undefined}
        errorMessage={fieldErrors.comments}
      />

      <section className={styles.section} aria-labelledby="lines-title">
        <h2 id="lines-title" className={styles.sectionTitle}>
          {t('RequestQuote.Lines')}
        </h2>
        {productId === null ? (
          <Switch isSelected={includeAll} onChange={setIncludeAll}>
            {t('RequestQuote.IncludeAll')}
          </Switch>
        ) : null}
        {lines.status === 'failed' ? (
          <InlineAlert tone="error">{problemMessage(lines.error)}</InlineAlert>
        ) : !lines.data ? (
          <Spinner label={t('Global.Loading')} />
        ) : lines.data.source === 'product' ? (
          lines.data.product ? (
            <>
              {/* As the documents' headers: each value under its label, the description a row of its own. */}
              <DescriptionList
                layout="grid"
                groups={[
                  {
                    title: t('RequestQuote.Product'),
                    items: [
                      { term: t('PartsList.Manufacturer'), description: lines.data.product.manufacturerName },
                      { term: t('PartsList.Part'), description: lines.data.product.manufacturerPart },
                      {
                        term: t('PartsList.UnitPrice'),
                        description: lines.data.product.pricingHidden
                          ? t('Cart.RequestPricing')
                          : formatMoney(lines.data.product.unitPrice),
                      },
                      {
                        term: t('PartsList.Description'),
                        description: lines.data.product.description,
                        wide: true,
                      },
                    ],
                  },
                ]}
              />
              <QuantityField
                label={t('RequestQuote.Quantity')}
                value={quantityText}
                onChange={setQuantityText}
                maxQuantity={CART_QUANTITY_LIMITS.max}
                labels={{ invalid: quantityInvalid() }}
              />
            </>
          ) : (
            <InlineAlert tone="error">{t('PricingRequest.ProductNotFound')}</InlineAlert>
          )
        ) : lines.data.lines.items.length > 0 ? (
          <DocumentTreeLines
            aria-label={t('RequestQuote.Lines')}
            {...documentTreeOf(lines.data.lines)}
            labels={{ requestPricing: t('Cart.RequestPricing'), empty: t('Global.NoRecordsFound') }}
          />
        ) : (
          <p className={styles.muted}>{chosen && 'problem' in chosen ? chosen.problem : null}</p>
        )}
      </section>

      <section className={styles.section} aria-labelledby="attachments-title">
        <h2 id="attachments-title" className={styles.sectionTitle}>
          {t('RequestQuote.Attachments')}
        </h2>
        <AttachmentDropZone
          {...attachmentDropZoneProps}
          requireDescription
          showDescriptionProblems={showErrors}
          onChange={setAttachments}
          isDisabled={pending}
        />
      </section>

      {formError ? <InlineAlert tone="error">{formError}</InlineAlert> : null}
      <div role="status" className={styles.muted}>
        {pending ? t('RequestQuote.Submitting') : null}
      </div>
      <div className={styles.toolbar}>
        <Button type="submit" variant="primary" isPending={pending}>
          {t('RequestQuote.Submit')}
        </Button>
      </div>
    </Form>
  );
}
