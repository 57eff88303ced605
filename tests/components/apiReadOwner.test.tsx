/**
 * A tab that goes on as another customer (a login in another tab) reads the new customer's data at once, also a
 * read the last customer made under SPEC §9's two seconds of deduping ago (src/api/apiRead.ts): it is neither shown
 * nor waited for. Found by tests/browser/attack44b.once.spec.ts on a slow machine: the case list stayed «Laster…».
 */
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useApiRead } from '../../src/api/apiRead';
import { userAnswer } from '../../src/api/getUser';
import { KARI } from './helpers';

const NEXT = { ...KARI, id: 'neste-kunde', fullName: 'Testkunde' };

function Cases({ fetcher }: { fetcher: () => Promise<string> }) {
  const { data } = useApiRead<string>('/api/getCases?status=active', fetcher);
  return <p>{data ?? 'Laster aktive saker...'}</p>;
}

function Drafts({ fetcher }: { fetcher: () => Promise<string> }) {
  const { data } = useApiRead<string>('/api/getCases?status=draft', fetcher);
  return <p>{data ?? 'Laster utkast...'}</p>;
}

describe('the data cache when the tab’s customer changes', () => {
  it('a read the last customer made a moment ago is asked again for the new one, and only their answer shows', async () => {
    userAnswer.set({ user: KARI, error: undefined, answeredAt: Date.now() });
    const asked: string[] = [];
    const fetcher = async () => {
      const who = userAnswer.get().user?.fullName ?? 'ingen';
      asked.push(who);
      return `saker for ${who}`;
    };
    const first = render(<Cases fetcher={fetcher} />);
    expect(await screen.findByText(`saker for ${KARI.fullName}`)).toBeInTheDocument();
    first.unmount();

    // Within SWR's deduping interval (2 s): Kari's session ends here (nobody known for a moment), another customer
    // logs in, and the case list opens again.
    userAnswer.set({ user: undefined, error: undefined, answeredAt: 0 });
    userAnswer.set({ user: NEXT, error: undefined, answeredAt: Date.now() });
    render(<Cases fetcher={fetcher} />);
    expect(await screen.findByText('saker for Testkunde')).toBeInTheDocument();
    expect(asked).toEqual([KARI.fullName, 'Testkunde']);
  });

  it('straight from one customer to the next, the same', async () => {
    userAnswer.set({ user: KARI, error: undefined, answeredAt: Date.now() });
    const asked: string[] = [];
    const fetcher = async () => {
      const who = userAnswer.get().user?.fullName ?? 'ingen';
      asked.push(who);
      return `utkast for ${who}`;
    };
    const first = render(<Drafts fetcher={fetcher} />);
    expect(await screen.findByText(`utkast for ${KARI.fullName}`)).toBeInTheDocument();
    first.unmount();
    userAnswer.set({ user: NEXT, error: undefined, answeredAt: Date.now() });
    render(<Drafts fetcher={fetcher} />);
    expect(await screen.findByText('utkast for Testkunde')).toBeInTheDocument();
    expect(asked).toEqual([KARI.fullName, 'Testkunde']);
  });
});
