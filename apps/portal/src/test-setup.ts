import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Parts of a page load after its first paint (issue 14: a list's table, a select's listbox), also in these tests,
// where the first import of such a chunk transforms its modules: on a loaded 2-core machine that takes more than
// findBy's default second.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
