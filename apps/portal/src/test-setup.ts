import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A find* waits up to 5 s (testing-library's default is 1 s): parts of a page load after its first paint (issue 14:
// a list's table, a select's listbox), and on a loaded 2-core machine a lazy chunk or an answer takes longer than a
// second. Something that never comes still fails the test, within its 15 s.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // Lists keep their search in the address (lists/listQuery.ts): no test opens a page at the last one's address.
  history.replaceState(null, '', location.pathname);
});
