/**
 * The words on the buttons of each flow, for its business overview (./business.ts): as the screens show them
 * (tests/machines/diagrams.business.test.ts checks them against the views' texts). Everything else comes from
 * the machines.
 */
import { flowById } from '../../domain/flows';
import type { BusinessView } from './business';

export const BUSINESS_VIEWS: BusinessView[] = [
  {
    machineId: 'damageReport',
    title: flowById('damageReport').title,
    buttons: { 'user.next': 'NESTE', 'user.back': 'TILBAKE', 'user.submit': 'SEND INN' },
    exitActions: ['leaveFlow'],
    leaveDialog: { title: 'Vil du avslutte å melde skade nå?', stay: 'TILBAKE', leave: 'AVSLUTT' },
  },
  {
    machineId: 'purchase',
    title: flowById('purchase').title,
    buttons: { 'user.next': 'NESTE', 'user.back': 'TILBAKE', 'user.cancel': 'AVBRYT', 'user.newOrder': 'Legg til en ny adresse' },
    stepButtons: {
      oppsummering: { 'user.next': 'BESTILL FORSIKRING' },
    },
    anonymousStepButtons: { startdato: { 'user.next': 'SIGNER OG BESTILL FORSIKRING' } },
    exitActions: ['leaveWizard'],
    exitPlaces: { productPage: 'leverandørens produktside', '/': 'forsiden', '/sjekk-forsikring/resultat': 'resultatet av forsikringssjekken' },
  },
  {
    machineId: 'cancellation',
    title: flowById('cancellation').title,
    buttons: { 'user.next': 'NESTE', 'user.back': 'TILBAKE', 'user.submit': 'SI OPP FORSIKRING' },
    exitActions: ['leaveFlow'],
    leaveDialog: { title: 'Vil du avbryte oppsigelsen?', stay: 'TILBAKE', leave: 'AVBRYT OPPSIGELSEN' },
  },
];
