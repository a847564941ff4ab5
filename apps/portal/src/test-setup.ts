import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A find* waits up to 5 s (testing-library's default is 1 s): a lazy chunk or an answer that is coming takes longer
// than a second on a loaded 2-core machine (clean-clone runs share it with other work). Something that never
// comes still fails the test, within its 15 s.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
