import { Button } from '../Button/Button';
import { InlineAlert } from '../InlineAlert/InlineAlert';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Reports.css';

/**
 * A report list before it has rows: the load's failure with Try again, or the spinner while it loads. Null once
 * the rows are there (the list draws them, or its empty state).
 */
export function listLoadState(
  loaded: boolean,
  error: string | null | undefined,
  onRetry: (() => void) | undefined,
  labels: { retry: string; loading: string },
) {
  if (error)
    return (
      <InlineAlert
        tone="error"
        action={
          onRetry ? (
            <Button variant="secondary" size="small" onPress={onRetry}>
              {labels.retry}
            </Button>
          ) : undefined
        }
      >
        {error}
      </InlineAlert>
    );
  if (!loaded)
    return (
      <div className={styles.state}>
        <Spinner label={labels.loading} />
      </div>
    );
  return null;
}
