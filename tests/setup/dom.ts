import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { forgetUser } from '../../src/api/getUser';

afterEach(() => {
  cleanup();
  // Each case asks who is logged in afresh (the app keeps one answer per page load).
  forgetUser();
  localStorage.clear();
  sessionStorage.clear();
});
