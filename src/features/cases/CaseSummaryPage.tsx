import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { Case, Metadata, User } from '../../../domain/types';
import { useCase } from '../../api/getCase';
import { useUser } from '../../api/getUser';
import { useMetadata } from '../../api/metadata';
import { button, buttonRow, card, dt, errorText, lead, page } from '../../styles/ui.css';
import * as css from './cases.css';
import { CaseAttachments } from './moreAttachments/CaseAttachments';
import { StatusTimeline, WhatHappensNext } from './status/CaseStatusSection';
import { summaryOf } from './caseSummary';

export const SUMMARY_LOADING = 'Laster oppsummering...';
export const SUMMARY_FAILED = 'Kunne ikke laste oppsummering. Vennligst oppdater siden og prøv igjen.';

/** Shown for an empty value, so every term has a description. */
const NOT_GIVEN = 'Ikke oppgitt';

function Field({ term, children, wide }: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? `${css.field} ${css.wide}` : css.field}>
      <dt className={dt}>{term}</dt>
      <dd className={css.value}>{children === undefined || children === null || children === '' ? NOT_GIVEN : children}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={`${card} ${css.summarySection}`}>
      <h2>{title}</h2>
      <dl className={css.summaryGrid}>{children}</dl>
    </section>
  );
}

function Summary({
  caseId,
  kase,
  user,
  metadata,
}: {
  caseId: string;
  kase: Case;
  user: User;
  metadata: Metadata | undefined;
}) {
  const s = summaryOf(kase, user, metadata);
  return (
    <>
      <h1>{s.title}</h1>
      <p className={lead}>Dette er skademeldingen du sendte oss.</p>
      {kase.caseStatus && kase.statusHistory ? (
        <div className={css.statusSections}>
          <StatusTimeline history={kase.statusHistory} />
          <WhatHappensNext status={kase.caseStatus} />
          <CaseAttachments caseId={caseId} kase={kase} />
        </div>
      ) : null}

      <Section title="Skade">
        <Field term="TYPE">{s.damageType}</Field>
        <Field term="VEDLEGG">{s.attachments}</Field>
        <Field term="BESKRIVELSE" wide>
          {s.description}
        </Field>
      </Section>

      <Section title="Skadested">
        <Field term="DATO">{s.date}</Field>
        {s.place ? <Field term="STED">{s.place}</Field> : null}
      </Section>

      <Section title="Forsikring">
        <Field term="SELSKAP">{s.insurer}</Field>
        <Field term="TYPE">{s.insuranceTypes}</Field>
        {s.policyholder ? (
          <>
            <Field term="FORSIKRINGSTAGER">{s.policyholder.name}</Field>
            <Field term="FØDSELSNUMMER">{s.policyholder.ssn}</Field>
            <Field term="MOBIL">{s.policyholder.mobile}</Field>
          </>
        ) : null}
      </Section>

      <Section title="Kontaktinformasjon">
        {s.organizationName !== null ? (
          <Field term="ORGANISASJONENS NAVN" wide>
            {s.organizationName}
          </Field>
        ) : null}
        <Field term="NAVN">{s.contact.name}</Field>
        <Field term="ROLLE">{s.contact.role}</Field>
        <Field term="MOBIL">{s.contact.mobile}</Field>
        <Field term="E-POST">{s.contact.email}</Field>
        {s.board ? (
          <>
            <Field term="MOBIL TIL STYRET">{s.board.mobile}</Field>
            <Field term="E-POST TIL STYRET">{s.board.email}</Field>
          </>
        ) : null}
        {s.contactPerson ? (
          <>
            <Field term="KONTAKTPERSON" wide>
              {s.contactPerson.name}
            </Field>
            <Field term="MOBIL TIL KONTAKTPERSON">{s.contactPerson.mobile}</Field>
            <Field term="E-POST TIL KONTAKTPERSON">{s.contactPerson.email}</Field>
          </>
        ) : null}
      </Section>
    </>
  );
}

function SummaryFrame({ children }: { children: ReactNode }) {
  return (
    <div className={page}>
      {children}
      <p className={buttonRow}>
        <Link to="/skadesaker" className={button.secondary}>
          TILBAKE
        </Link>
      </p>
    </div>
  );
}

/** 'Laster oppsummering...': while the case (or the user) loads; also the route's pendingComponent. */
export function CaseSummaryLoading() {
  return (
    <SummaryFrame>
      <h1>Skadesak</h1>
      <p role="status">{SUMMARY_LOADING}</p>
    </SummaryFrame>
  );
}

/**
 * /skadesaker/{caseId}/oppsummering/ (SPEC §2 "Case summary"). The route's beforeLoad sends anonymous
 * visitors home; a user call that fails (or no longer answers with a user) shows the error.
 */
export function CaseSummaryPage({ caseId }: { caseId: string }) {
  const user = useUser();
  const kase = useCase(caseId);
  const { data: metadata } = useMetadata();

  if (kase.error || user.error || (!user.isLoading && !user.user)) {
    return (
      <SummaryFrame>
        <h1>Skadesak</h1>
        <p role="alert" className={errorText}>
          {SUMMARY_FAILED}
        </p>
      </SummaryFrame>
    );
  }
  if (!kase.data || !user.user) return <CaseSummaryLoading />;
  return (
    <SummaryFrame>
      <Summary caseId={caseId} kase={kase.data} user={user.user} metadata={metadata} />
    </SummaryFrame>
  );
}
