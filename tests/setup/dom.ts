import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { forgetUser } from '../../src/api/getUser';

// findBy*/waitFor poll for their condition; the ceiling only decides when a wait gives up. Testing Library's 1 s was
// reached on a loaded 2-core machine (a flow's first page renders in tasks of its own), so give up well inside the
// 30 s test timeout instead.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  // Each case asks who is logged in afresh (the app keeps one answer per page load).
  forgetUser();
  localStorage.clear();
  sessionStorage.clear();
});
