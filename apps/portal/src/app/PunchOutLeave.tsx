import { Button, InlineAlert } from '@b2b-portal/ui';
import { useState } from 'react';
import { t } from '../services/messages/shop';
import { problemMessage } from '../services/problems';
import { procurementSystemName, returnWithoutItems } from '../services/punchOutForm';
import * as styles from './Shell.css';

/**
 * The way out of the portal for a punch-out user, on every page of theirs but the cart (which offers it itself
 * when empty; issue 16): they have no logout, and a persona without a cart (an approver landing on Quotes) has no
 * cart to return. "Return to <procurement system> without items" ends the session with an empty order; a failure
 * says so and leaves the button to try again.
 */
export default function PunchOutLeave() {
  const name = procurementSystemName(t('PunchOut.YourProcurementSystem'));
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const leave = async () => {
    setError(null);
    setLeaving(true);
    try {
      await returnWithoutItems();
    } catch (problem) {
      setError(problemMessage(problem));
      setLeaving(false);
    }
  };

  return (
    <div className={styles.punchOutLeave}>
      <InlineAlert
        tone={error ? 'error' : 'info'}
        action={
          <Button variant="secondary" onPress={() => void leave()} isDisabled={leaving}>
            {leaving
              ? t('PunchOut.ReturningWithoutItems', { name })
              : t('PunchOut.ReturnWithoutItems', { name })}
          </Button>
        }
      >
        {error ?? t('PunchOut.LeaveHint', { name })}
      </InlineAlert>
    </div>
  );
}
