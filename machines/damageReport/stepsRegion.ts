/**
 * The damage report's steps region (`flow.steps` of ../damageReport.machine.ts): the seven steps of
 * domain/damageReportSteps.ts, rolle → … → oppsummering, each built by the flow kit's `step`
 * (../flowKit/stepState.ts: id, route, entry, NESTE's rule check, TILBAKE) and saving with its draft saving
 * (../flowKit/draftSaving.ts: `savesThenGoesTo`, `savingThen`). What each step does besides is written here:
 * its own events, the organization switch of forsikring, the attachments' deletion on informasjon, and
 * oppsummering's SEND INN, which waits for every save and photo before it sends the report.
 */
import { and, not, stateIn, type DoneActorEvent } from 'xstate';
import { savesThenGoesTo, savingThen, waitsOnDeviceThenGoesTo } from '../flowKit/draftSaving';
import { endsWithSession, OFFLINE } from '../flowKit/connection';
import { showNotice } from '../flowKit/notice';
import { refusesRoutes } from '../flowKit/routeEvents';
import type { AttachmentItem } from '../flowKit/uploads';
import { ownerOf } from './outbox';
import type { DamageReportKit, DamageReportStateConfig } from './setup';
import { editingEvents } from './stepEvents';
import type { DamageReportContext, SubmitCaseInput } from './types';
import { DAMAGE_REPORT_NOTICES as NOTICES } from '../../domain/damageReportNotices';

/** The region with the kit's builders for the report's step list (../damageReport.machine.ts hands them over). */
export function damageReportStepsRegion({ step, nextOf, opening }: Pick<DamageReportKit, 'step' | 'nextOf' | 'opening'>): DamageReportStateConfig {
  return {
    description: 'The seven steps, in the order of the step list.',
    initial: 'opening',
    states: {
      opening: opening({
        description: 'The requested step if every earlier step is valid, else the first step that is not.',
        nb: 'Steget adressen ber om, hvis alle stegene før det er gyldige; ellers det første steget som ikke er det.',
        each: 'Opens at the step the URL asks for, or else at the first step that is not complete.',
      }),
      rolle: step('rolle', {
        description: 'Reporter type and role, the policyholder, the organization.',
        invoke: { id: 'organizationSearch', src: 'organizationSearch' },
        on: {
          ...editingEvents('rolle'),
          'user.searchOrganization': { actions: ['searchOrganization', 'forwardOrganizationQuery'] },
          'user.selectOrganization': { actions: 'selectOrganization' },
          'user.organizationEntry': { actions: 'setOrganizationEntry' },
        },
        next: savesThenGoesTo(nextOf('rolle')),
        back: { actions: 'leaveFlow' },
        states: { saving: savingThen(nextOf('rolle')) },
      }),
      lokasjon: step('lokasjon', {
        description: 'A registered address or a searched one; next needs addresseId.',
        invoke: { id: 'addressSearch', src: 'addressSearch' },
        on: {
          ...editingEvents('lokasjon'),
          'user.locationMode': { actions: 'setLocationMode' },
          'user.searchAddress': { actions: ['searchAddress', 'forwardAddressQuery'] },
          'user.selectAddress': { actions: 'selectAddress' },
          'user.selectRegisteredAddress': { actions: 'selectRegisteredAddress' },
        },
        next: savesThenGoesTo(nextOf('lokasjon')),
        states: { saving: savingThen(nextOf('lokasjon')) },
      }),
      forsikring: step('forsikring', {
        description: 'Insurer and insurance types; an organization insurance sends a private reporter back to rolle.',
        on: editingEvents('forsikring'),
        next: [
          waitsOnDeviceThenGoesTo('#rolle', ['applyOrganizationSwitch', 'notifyOrganizationSwitch'], 'isOrganizationInsurance'),
          {
            guard: 'isOrganizationInsurance',
            target: 'switchingToOrganization',
            actions: ['applyOrganizationSwitch', 'notifyOrganizationSwitch'],
            description: "A private reporter chose a housing cooperative's insurance: the report becomes the organization's, back to rolle.",
            meta: { nb: 'En privatperson valgte forsikring gjennom borettslag eller sameie: skademeldingen blir organisasjonens, tilbake til steg 1.' },
          },
          ...savesThenGoesTo(nextOf('forsikring')),
        ],
        states: {
          saving: savingThen(nextOf('forsikring')),
          switchingToOrganization: {
            ...savingThen('#rolle'),
            description: "Organization check: the report is saved as the organization's (no private insurance types), then back to step 1.",
            meta: { nb: '«Lagrer...»: skademeldingen lagres som organisasjonens (uten private forsikringstyper), så tilbake til steg 1.' },
          },
        },
      }),
      skade: step('skade', {
        description: 'Damage date and damage type.',
        on: editingEvents('skade'),
        next: savesThenGoesTo(nextOf('skade')),
        states: { saving: savingThen(nextOf('skade')) },
      }),
      informasjon: step('informasjon', {
        description: 'Attachments (Ja/Nei, uploads) and the description.',
        on: {
          ...editingEvents('informasjon'),
          'user.addFiles': [
            {
              guard: stateIn(OFFLINE),
              actions: 'keepFilesWaiting',
              description: 'Offline: the files wait on the device («Venter på nett») and upload once online.',
            },
            { actions: 'addFiles' },
          ],
          'user.deleteAttachment': [
            {
              guard: 'isStoredAttachment',
              target: 'deletingAttachment',
              actions: 'markDeletingAttachment',
              description: 'The attachment is stored: it is deleted on the server.',
            },
            { actions: ['stopUpload', 'removeAttachment'] },
          ],
        },
        next: savesThenGoesTo(nextOf('informasjon')),
        states: {
          saving: savingThen(nextOf('informasjon')),
          deletingAttachment: {
            description: 'Deletes an uploaded attachment (DELETE /api/deleteAttachment).',
            meta: { nb: 'Vedlegget kunden slettet, slettes hos tjeneren.' },
            tags: 'busy',
            on: refusesRoutes,
            invoke: {
              id: 'deleteAttachment',
              src: 'deleteAttachment',
              input: ({ context }: { context: DamageReportContext }) => {
                const item = context.attachments.find((a) => a.id === context.deletingAttachmentId);
                return { owner: ownerOf(context), attachmentId: item?.attachmentId ?? '', relationshipId: item?.relationshipId ?? '' };
              },
              onDone: { target: 'refreshingAttachments', actions: ['removeDeletedAttachment', 'notifyAttachmentDeleted'] },
              onError: [endsWithSession, { target: 'editing', actions: ['notifyAttachmentDeleteFailed', 'forgetDeletingAttachment'] }],
            },
          },
          refreshingAttachments: {
            description: 'After a delete, the list of attachments is fetched again.',
            meta: { nb: 'Etter en sletting hentes listen over vedlegg på nytt.' },
            tags: 'busy',
            on: refusesRoutes,
            invoke: {
              id: 'refreshAttachments',
              src: 'refreshAttachments',
              input: ({ context }: { context: DamageReportContext }) => ({ caseId: context.caseId ?? '' }),
              onDone: {
                target: 'editing',
                actions: {
                  type: 'mergeAttachments',
                  params: ({ event }: { event: DoneActorEvent<AttachmentItem[]> }) => ({ items: event.output }),
                },
              },
              onError: {
                target: 'editing',
                actions: { type: 'logError', params: { message: 'Refresh attachments failed' } },
                description:
                  "The list after a delete could not be fetched again: logged only, since the customer was told 'Opplastning slettet' and the list shows it gone.",
                meta: {
                  nb: "Listen etter en sletting kunne ikke hentes på nytt: bare logget, for kunden fikk 'Opplastning slettet', og listen viser vedlegget borte.",
                },
              },
            },
          },
        },
      }),
      kontakt: step('kontakt', {
        description: "Phone, e-mail, the board's contact details, the contact person; also updates the user.",
        on: editingEvents('kontakt'),
        // Left forwards only through NESTE, so the user update always runs.
        onlyNextGoesOn: true,
        next: [
          waitsOnDeviceThenGoesTo(nextOf('kontakt'), ['queueChanges', 'queueUserUpdate']),
          {
            target: 'saving',
            actions: ['queueChanges', 'queueUserUpdate'],
            description: "The changed fields are saved, and the phone and e-mail also go to the customer's profile (PATCH /api/updateUser).",
          },
        ],
        states: { saving: savingThen(nextOf('kontakt')) },
      }),
      oppsummering: step('oppsummering', {
        description: 'Everything at a glance; confirm and submit.',
        editing: 'The customer confirms the information.',
        editingNb: 'Kunden ser over og bekrefter opplysningene.',
        on: editingEvents('oppsummering'),
        nextEvent: 'user.submit',
        next: [
          {
            guard: not('hasCaseId'),
            actions: [...showNotice('submitFailed'), { type: 'logError', params: { message: 'No draft exists' } }],
            description: 'No draft exists: nothing is sent; the customer is told that the report was not sent.',
            meta: { nb: `Det finnes ikke noe utkast: ingenting sendes, og kunden ser «${NOTICES.submitFailed}»` },
          },
          {
            guard: stateIn(OFFLINE),
            actions: showNotice('submitNeedsNetwork'),
            description: "Offline: 'Du må være på nett for å sende inn skademeldingen.' Nothing is lost; SEND INN works again online.",
            meta: { nb: `Uten nett: «${NOTICES.submitNeedsNetwork}» Ingenting går tapt; SEND INN virker igjen på nett.` },
          },
          { target: 'finishingSends', actions: 'clearNotice' },
        ],
        states: {
          finishingSends: {
            description: 'Waits until every save is answered and every photo uploaded, so the case is sent complete.',
            meta: { nb: '«Sender inn skademelding...»: venter til alt som er lagret og alle bildene er sendt, så saken sendes komplett.' },
            tags: 'busy',
            on: refusesRoutes,
            always: [
              {
                guard: stateIn(OFFLINE),
                target: 'editing',
                actions: showNotice('submitNeedsNetwork'),
                description: 'The network went while waiting: the customer is told, nothing is lost.',
                meta: { nb: `Nettet forsvant mens kunden ventet: «${NOTICES.submitNeedsNetwork}» Ingenting går tapt.` },
              },
              {
                guard: and(['allSent', not('allStepsValid')]),
                target: '#damageReport.flow.steps.opening',
                actions: 'requestSummary',
                description: 'A photo given offline failed to upload after the customer went on: back to the first step not complete.',
                meta: { nb: 'Et bilde lagt til uten nett ble ikke lastet opp: tilbake til det første steget som ikke er fullført.' },
              },
              {
                guard: 'allSent',
                target: 'submitting',
                description: 'Every save answered and every photo uploaded: the case is sent.',
                meta: { nb: 'Alt er lagret og alle bildene lastet opp: saken sendes inn.' },
              },
            ],
          },
          submitting: {
            description: 'Sender inn skademelding...',
            meta: { nb: '«Sender inn skademelding...»: saken sendes til tjeneren.' },
            tags: 'busy',
            on: refusesRoutes,
            invoke: {
              id: 'submitCase',
              src: 'submitCase',
              input: ({ context }): SubmitCaseInput => ({ owner: ownerOf(context), caseId: context.caseId ?? '', form: context.form }),
              onDone: { target: '#damageReport.takk' },
              onError: [
                endsWithSession,
                {
                  guard: 'isNetworkFailure',
                  target: 'editing',
                  actions: showNotice('submitNoAnswer'),
                  description:
                    'The submit got no answer: the customer is told to check the network and try again (submitNoAnswer). Nothing is lost; a second SEND INN is taken once.',
                  meta: {
                    nb: `SEND INN får ikke svar (nettet faller ut mens den sendes): «${NOTICES.submitNoAnswer}» Ingenting går tapt; en ny SEND INN tas imot én gang.`,
                  },
                },
                {
                  guard: 'wasSentBefore',
                  target: '#damageReport.alreadySubmitted',
                  actions: { type: 'logError', params: { message: 'Submit case failed' } },
                  description:
                    "The server answered that the case was sent in before, with other answers (another tab): this submit was not taken (logged). The customer sees 'Skadesaken er allerede sendt inn.' and the way to SJEKK DINE SAKER.",
                  meta: {
                    nb: "Tjeneren svarte at saken alt var sendt inn, med andre svar (fra en annen fane): denne innsendingen ble ikke tatt imot (logget). Kunden ser 'Skadesaken er allerede sendt inn.' og veien til SJEKK DINE SAKER.",
                  },
                },
                {
                  target: 'editing',
                  actions: [...showNotice('submitFailed'), { type: 'logError', params: { message: 'Submit case failed' } }],
                  description: 'The server refused the report or failed: the customer is told the answers are saved, to try again later (submitFailed); logged.',
                  meta: { nb: `SEND INN feiler hos tjeneren (den avviser skademeldingen eller svarer med en feil): «${NOTICES.submitFailed}» Feilen logges.` },
                },
              ],
            },
          },
        },
      }),
    },
  };
}
