import { StrictMode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useFlowMachine } from '../../../src/components/flow/useFlowMachine';

function Host({ build }: { build: () => string }) {
  const machine = useFlowMachine(build);
  return <p>{machine ?? 'laster'}</p>;
}

describe('useFlowMachine', () => {
  it('builds the machine after the first commit, in a task of its own, once (also under StrictMode)', async () => {
    vi.useFakeTimers();
    try {
      const build = vi.fn(() => 'maskin');
      render(
        <StrictMode>
          <Host build={build} />
        </StrictMode>,
      );
      expect(screen.getByText('laster')).toBeTruthy();
      expect(build).not.toHaveBeenCalled();
      await act(async () => {
        await vi.runAllTimersAsync();
      });
      expect(screen.getByText('maskin')).toBeTruthy();
      expect(build).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('builds nothing for a host that is gone before its task runs', async () => {
    vi.useFakeTimers();
    try {
      const build = vi.fn(() => 'maskin');
      const { unmount } = render(<Host build={build} />);
      unmount();
      await vi.runAllTimersAsync();
      expect(build).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
