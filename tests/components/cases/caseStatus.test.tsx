import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { CASE_STATUSES, type CaseStatusCode } from '../../../domain/caseStatus';
import { CONTACT } from '../../../domain/brand';
import { METADATA } from '../../../domain/metadata';
import type { Case, CaseStatusEntry } from '../../../domain/types';
import { CaseSummaryPage } from '../../../src/features/cases/CaseSummaryPage';
import { GUIDANCE, statusTime } from '../../../src/features/cases/status/guidance';
import { KARI, json, renderAt, stubFetch } from '../helpers';

// The case page's Status and «Hva skjer nå?» (issue 24), from the status history getCase returns.

const entry = (code: CaseStatusCode, at: string, inspectionDate?: string): CaseStatusEntry => ({
  code,
  name: CASE_STATUSES.find((s) => s.code === code)!.name,
  at,
  ...(inspectionDate ? { inspectionDate } : {}),
});

function submittedCase(history: CaseStatusEntry[]): Case {
  return {
    incidentId: 'c-9',
    createdOn: '2026-03-12T13:05:00.000Z',
    submittedOnWeb: true,
    attachments: [],
    damageType: METADATA.damageType[0]!.value,
    caseStatus: history.at(-1)!,
    statusHistory: history,
  };
}

function serve(kase: Case) {
  stubFetch((request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/getUser') return json(KARI);
    if (url.pathname === '/api/metadata') return json(METADATA);
    if (url.pathname === '/api/getCase/c-9') return json(kase);
    return json({ message: 'ukjent' }, 404, 'Not Found');
  });
}

const section = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('section')!;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('case status on the case page', () => {
  it('shows the history as a timeline with dates, the current status last and marked', async () => {
    const history = [entry('mottatt', '2026-03-12T13:05:00.000Z'), entry('under_vurdering', '2026-03-13T08:30:00.000Z')];
    serve(submittedCase(history));
    renderAt('/skadesaker/c-9/oppsummering', () => <CaseSummaryPage caseId="c-9" />);
    await screen.findByRole('heading', { level: 2, name: 'Status' });
    const items = within(section('Status')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Mottatt12. mars 2026 kl. 14:05', 'Under vurdering13. mars 2026 kl. 09:30']);
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items[0]).not.toHaveAttribute('aria-current');
    expect(within(items[0]!).getByText(/12\. mars/).closest('time')).toHaveAttribute('dateTime', '2026-03-12T13:05:00.000Z');
    expect(section('Status')).toHaveTextContent('Saken er nå: Under vurdering');
  });

  it.each([
    ['mottatt', undefined, 'Du hører fra oss innen to virkedager.'],
    ['befaring_avtalt', '2026-12-03', 'Ikke start utbedring før takstmannen har vært der.'],
    ['tiltak_pagar', undefined, 'Ta vare på kvitteringer for utgifter vi har avtalt å dekke.'],
    ['avsluttet', undefined, 'Ser du ny skade, kan du melde den som en ny skade.'],
  ] as const)('«Hva skjer nå?» for %s says what happens, how long, what to do, and how to reach us', async (code, date, line) => {
    serve(submittedCase([entry('mottatt', '2026-03-12T13:05:00.000Z'), ...(code === 'mottatt' ? [] : [entry(code, '2026-03-20T10:00:00.000Z', date)])]));
    renderAt('/skadesaker/c-9/oppsummering', () => <CaseSummaryPage caseId="c-9" />);
    await screen.findByRole('heading', { level: 2, name: 'Hva skjer nå?' });
    const next = section('Hva skjer nå?');
    expect(next).toHaveTextContent(line);
    expect(within(next).getByRole('heading', { level: 3, name: 'Dette bør du gjøre' })).toBeInTheDocument();
    expect(within(next).queryByRole('heading', { level: 3, name: 'Hvor lang tid tar det?' }) !== null).toBe(GUIDANCE[code].howLong !== null);
    expect(within(next).getByRole('link', { name: CONTACT.phone })).toHaveAttribute('href', CONTACT.phoneHref);
    expect(within(next).getByRole('link', { name: CONTACT.email })).toHaveAttribute('href', `mailto:${CONTACT.email}`);
    if (date) {
      expect(next).toHaveTextContent('En takstmann kommer på befaring torsdag 3. desember 2026');
      expect(section('Status')).toHaveTextContent('Befaring torsdag 3. desember 2026');
    }
  });

  it('a case without a status (no history yet) shows no Status section', async () => {
    const { caseStatus: _status, statusHistory: _history, ...plain } = submittedCase([entry('mottatt', '2026-03-12T13:05:00.000Z')]);
    serve(plain);
    renderAt('/skadesaker/c-9/oppsummering', () => <CaseSummaryPage caseId="c-9" />);
    await screen.findByRole('heading', { level: 2, name: 'Skade' });
    expect(screen.queryByRole('heading', { level: 2, name: 'Status' })).toBeNull();
    expect(screen.queryByRole('heading', { level: 2, name: 'Hva skjer nå?' })).toBeNull();
  });

  it('formats times in Norwegian time, summer and winter', () => {
    expect(statusTime('2026-07-01T10:00:00.000Z')).toBe('1. juli 2026 kl. 12:00');
    expect(statusTime('2026-01-05T23:30:00.000Z')).toBe('6. januar 2026 kl. 00:30');
  });
});
