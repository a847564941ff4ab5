import { pathFor } from '@b2b-portal/flows/rules';
import { Button, InlineAlert, Link, Spinner } from '@b2b-portal/ui';
import { useState } from 'react';
import { hrefFor } from '../app/hashLocation';
import type { PageProps } from '../app/PageProps';
import { useResource } from '../app/useResource';
import { api } from '../services/api';
import { punchInEndpoints, quoteEndpoints } from '../services/endpoints';
import { t } from '../services/messages/documents';
import { problemMessage } from '../services/problems';
import { openReturnPage } from '../services/punchOutForm';
import * as styles from './pages.css';
import { isDocumentId } from './savedCarts/savedCartData';

/**
 * /transfer?quoteID= (001 §2): hands an open quote to the procurement system that punched the user in. The user
 * confirms; the server answers the form (cXML or OCI) and ends the punch-in login; the browser posts the form.
 */
export default function TransferPage({ query }: PageProps) {
  const quoteID = isDocumentId(query.quoteID) ? query.quoteID : '';
  const quote = useResource(
    (signal) =>
      quoteID
        ? api.call(quoteEndpoints.get, { query: { id: quoteID }, signal, reportProblems: false })
        : Promise.resolve(null),
    [quoteID],
  );
  const [sending, setSending] = useState(false);
  const [error, setError] = useState('');

  const send = async () => {
    setError('');
    setSending(true);
    try {
      const answer = await api.call(punchInEndpoints.punchOutTransferQuote, {
        body: { quoteID },
        reportProblems: false,
      });
      // The server ended this punch-in login with the transfer; its return page posts the quote.
      openReturnPage(answer);
    } catch (problem) {
      setError(problemMessage(problem));
      setSending(false);
    }
  };

  const number = quote.data?.quoteNumber ?? '';
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {t('Transfer.Title')}
      </h1>
      {!quoteID ? <InlineAlert tone="error">{t('Transfer.NoQuote')}</InlineAlert> : null}
      {quote.status === 'loading' ? <Spinner label={t('Global.Loading')} /> : null}
      {quote.status === 'failed' ? (
        <InlineAlert tone="error">{problemMessage(quote.error)}</InlineAlert>
      ) : null}
      {quote.data ? (
        <>
          <p>{t('Transfer.Intro', { number })}</p>
          {error ? <InlineAlert tone="error">{error}</InlineAlert> : null}
          <Button variant="primary" onPress={send} isPending={sending}>
            {sending ? t('Transfer.Sending', { number }) : t('Transfer.Send')}
          </Button>
          <p>
            <Link href={hrefFor(pathFor('Quote', { id: quoteID }))}>{number}</Link>
          </p>
        </>
      ) : null}
    </section>
  );
}
