/**
 * The e-mails to customers about their cases, in bokmål: every word of them is here. E-mail is no secure channel,
 * so an e-mail names only the case's damage type and its damage date (what the case page shows under «Skade» and
 * «DATO»): no description, address, name or other detail; the rest is behind the login, where the link leads.

 * The receipt of a move (docs/moving.md) keeps to it: the insurance and the date, not the address.
 */
import { BRAND_COLOURS, CONTACT, PRODUCT_NAME } from '../../domain/brand';
import { CONFIRMATION_LINK_HOURS } from '../../domain/emailConfirmation';

export type CaseEmailKind = 'case_received' | 'case_status';
/** Every e-mail of the outbox: those about a case, and «Bekreft e-postadressen din» (issue 45), which tells of none. */
export type OutboxEmailKind = CaseEmailKind | 'email_confirmation' | 'move_received';

/** What the receipt of a move says (docs/moving.md): the insurance and the date it covers the new address from. */
export interface MoveEmailFacts {
  productName: string;
  /** «1. mars 2027». */
  movingDate: string;
  /** The insurance's page on Min side (PUBLIC_URL + its path). */
  agreementUrl: string;
}

/** What an e-mail about a case may say. */
export interface CaseEmailFacts {
  kind: CaseEmailKind;
  /** The Norwegian name of the status it tells of («Befaring avtalt»); with case_status. */
  status: string;
  /** The damage type's Norwegian name («Veggdyr»; «Skade ikke oppgitt» without one), never the customer's own words. */
  damageType: string;
  /** The damage date as the case page shows it (dd.mm.yyyy), when the case has one. */
  damageDate: string | undefined;
  /** The case's page on Min side (PUBLIC_URL + its path). */
  caseUrl: string;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

export const EMAIL_TEXTS = {
  receivedSubject: 'Vi har mottatt skademeldingen din',
  statusSubject: (status: string) => `Saken din har ny status: ${status}`,
  greeting: 'Hei!',
  received: 'Takk for skademeldingen. Vi har mottatt den og ser på saken så snart vi kan.',
  status: (status: string) => `Skadesaken din har fått ny status: ${status}.`,
  damageType: 'Skadetype',
  damageDate: 'Skadedato',
  link: 'Se saken på Min side',
  /** The one sentence on why the e-mail says so little. */
  notSecure: 'E-post er ikke en sikker kanal, så resten av saken ser du når du logger inn på Min side.',
  /** Only in status e-mails: why the customer gets them, and where to stop them. */
  statusChoice: 'Du får denne e-posten fordi du har valgt å få beskjed når saken endrer status. Du kan slå det av under Om deg på Min side.',
  noReply: 'Denne e-posten er sendt automatisk og kan ikke besvares.',
  signOff: 'Med vennlig hilsen',
  /** «Bekreft e-postadressen din» (issue 45): to the new address, about the address only, never a case. */
  confirmSubject: 'Bekreft e-postadressen din',
  confirmLead: `Du har oppgitt denne e-postadressen på Min side hos ${PRODUCT_NAME}. Bekreft at den er din, så sender vi e-post om skadesakene dine hit.`,
  confirmLink: 'Bekreft e-postadressen',
  confirmRules: `Lenken virker én gang, i ${CONFIRMATION_LINK_HOURS} timer, og bare når du er logget inn på Min side.`,
  confirmNotYou: 'Har du ikke bedt om dette, kan du se bort fra e-posten. Da sender vi ingenting til denne adressen.',
  /** «Flyttingen er registrert» (issue 47 part 7): the receipt of a move reported on Min side. */
  moveSubject: 'Flyttingen er registrert',
  moveLead: (productName: string) => `Vi har registrert flyttingen din. ${productName} gjelder på den nye adressen fra flyttedatoen.`,
  moveDate: 'Gjelder fra',
  moveLink: 'Se forsikringen på Min side',
  moveCertificate: 'Det oppdaterte forsikringsbeviset finner du under Forsikringer på Min side.',
  moveNotYou: `Har du ikke meldt flytting, eller er noe feil? Ring oss på ${CONTACT.phone} (${CONTACT.openingHours}).`,
} as const;
const T = EMAIL_TEXTS;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/** The e-mail's parts in reading order; text and HTML are both made from these. */
function partsOf(facts: CaseEmailFacts) {
  const received = facts.kind === 'case_received';
  return {
    subject: received ? T.receivedSubject : T.statusSubject(facts.status),
    lead: received ? T.received : T.status(facts.status),
    details: [[T.damageType, facts.damageType], ...(facts.damageDate ? [[T.damageDate, facts.damageDate]] : [])] as [string, string][],
    closing: received ? [T.notSecure, T.noReply] : [T.notSecure, T.statusChoice, T.noReply],
  };
}

function textOf(facts: CaseEmailFacts): string {
  const p = partsOf(facts);
  return [
    T.greeting,
    p.lead,
    p.details.map(([term, value]) => `${term}: ${value}`).join('\n'),
    `${T.link}:\n${facts.caseUrl}`,
    ...p.closing,
    `${T.signOff}\n${PRODUCT_NAME}`,
  ].join('\n\n');
}

const STYLE = {
  body: 'margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a;background:#ffffff',
  brand: `margin:0 0 24px;font-size:20px;font-weight:bold;color:${BRAND_COLOURS.primary}`,
  link: `color:${BRAND_COLOURS.primary};font-weight:bold`,
  small: 'font-size:14px;color:#4a4a4a',
};

function htmlOf(facts: CaseEmailFacts): string {
  const p = partsOf(facts);
  const e = escapeHtml;
  const details = p.details.map(([term, value]) => `${e(term)}: <strong>${e(value)}</strong>`).join('<br>');
  return [
    '<!doctype html>',
    '<html lang="nb">',
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(p.subject)}</title></head>`,
    `<body style="${STYLE.body}">`,
    `<p style="${STYLE.brand}">${e(PRODUCT_NAME)}</p>`,
    `<p>${e(T.greeting)}</p>`,
    `<p>${e(p.lead)}</p>`,
    `<p>${details}</p>`,
    `<p><a href="${e(facts.caseUrl)}" style="${STYLE.link}">${e(T.link)}</a></p>`,
    ...p.closing.map((line) => `<p style="${STYLE.small}">${e(line)}</p>`),
    `<p>${e(T.signOff)}<br>${e(PRODUCT_NAME)}</p>`,
    '</body>',
    '</html>',
  ].join('\n');
}

export function renderCaseEmail(facts: CaseEmailFacts): RenderedEmail {
  return { subject: partsOf(facts).subject, text: textOf(facts), html: htmlOf(facts) };
}

/** The e-mail with the link that confirms the address it is sent to: the link, the rules, nothing of any case. */
export function renderConfirmationEmail(confirmUrl: string): RenderedEmail {
  const e = escapeHtml;
  const text = [T.greeting, T.confirmLead, `${T.confirmLink}:\n${confirmUrl}`, T.confirmRules, T.confirmNotYou, T.noReply, `${T.signOff}\n${PRODUCT_NAME}`].join(
    '\n\n',
  );
  const html = [
    '<!doctype html>',
    '<html lang="nb">',
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(T.confirmSubject)}</title></head>`,
    `<body style="${STYLE.body}">`,
    `<p style="${STYLE.brand}">${e(PRODUCT_NAME)}</p>`,
    `<p>${e(T.greeting)}</p>`,
    `<p>${e(T.confirmLead)}</p>`,
    `<p><a href="${e(confirmUrl)}" style="${STYLE.link}">${e(T.confirmLink)}</a></p>`,
    `<p>${e(T.confirmRules)}</p>`,
    ...[T.confirmNotYou, T.noReply].map((line) => `<p style="${STYLE.small}">${e(line)}</p>`),
    `<p>${e(T.signOff)}<br>${e(PRODUCT_NAME)}</p>`,
    '</body>',
    '</html>',
  ].join('\n');
  return { subject: T.confirmSubject, text, html };
}

/** «Flyttingen er registrert»: the move's insurance and date, the link, and whom to call if it is wrong. */
export function renderMoveEmail(facts: MoveEmailFacts): RenderedEmail {
  const e = escapeHtml;
  const lead = T.moveLead(facts.productName);
  const details: [string, string][] = [[T.moveDate, facts.movingDate]];
  const text = [
    T.greeting,
    lead,
    details.map(([term, value]) => `${term}: ${value}`).join('\n'),
    T.moveCertificate,
    `${T.moveLink}:\n${facts.agreementUrl}`,
    T.moveNotYou,
    T.noReply,
    `${T.signOff}\n${PRODUCT_NAME}`,
  ].join('\n\n');
  const html = [
    '<!doctype html>',
    '<html lang="nb">',
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(T.moveSubject)}</title></head>`,
    `<body style="${STYLE.body}">`,
    `<p style="${STYLE.brand}">${e(PRODUCT_NAME)}</p>`,
    `<p>${e(T.greeting)}</p>`,
    `<p>${e(lead)}</p>`,
    `<p>${details.map(([term, value]) => `${e(term)}: <strong>${e(value)}</strong>`).join('<br>')}</p>`,
    `<p>${e(T.moveCertificate)}</p>`,
    `<p><a href="${e(facts.agreementUrl)}" style="${STYLE.link}">${e(T.moveLink)}</a></p>`,
    ...[T.moveNotYou, T.noReply].map((line) => `<p style="${STYLE.small}">${e(line)}</p>`),
    `<p>${e(T.signOff)}<br>${e(PRODUCT_NAME)}</p>`,
    '</body>',
    '</html>',
  ].join('\n');
  return { subject: T.moveSubject, text, html };
}
