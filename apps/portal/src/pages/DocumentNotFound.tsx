import { pathFor, type RouteName } from '@b2b-portal/flows/rules';
import { hrefFor } from '../app/hashLocation';
import { useMayOpen } from '../app/mayOpen';
import { PageProblem } from './PageProblem';

/**
 * A document page with no document to show: no id, one that is none, or a document the caller may not see (404).
 * The documents' 'Result not found' (001 §8) as `message`, what may have happened as `help`, and the list to look
 * in (`list`), offered only to who may open it.
 */
export function DocumentNotFound({
  title,
  message,
  help,
  list,
}: {
  title: string;
  message: string;
  help: string;
  list: { route: RouteName; label: string };
}) {
  const mayOpen = useMayOpen();
  return (
    <PageProblem
      title={title}
      message={message}
      help={help}
      next={mayOpen(list.route) ? { label: list.label, href: hrefFor(pathFor(list.route)) } : undefined}
    />
  );
}
