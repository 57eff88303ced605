/**
 * The damage report's connection region: the flow kit's (../flowKit/connection.ts), with what the report sends
 * through it: the draft's changed fields, and the phone and e-mail for the customer's profile. Each sender says
 * what a refusal does (logged only, or a toast), for the diagrams and the explorer.
 */
import { connectionRegion } from '../flowKit/connection';
import { saveDraftInput, updateUserInput } from './outbox';
import type { DamageReportStateConfig } from './setup';

/** The region `flow.connection` of ../damageReport.machine.ts. */
export function damageReportConnection(): DamageReportStateConfig {
  return connectionRegion<DamageReportStateConfig>({
    senders: [
      {
        kind: 'draft',
        src: 'saveDraft',
        input: saveDraftInput,
        description: 'The draft’s changed fields',
        refused: 'Update case failed',
        refusedNb:
          'Utkastets endrede felt: tjeneren avviste dem; logget og tatt ut. Kunden får ingen melding: feltene regnes som ulagret, så neste NESTE sender dem igjen, og SEND INN sender hele skademeldingen.',
        tellsRefusal: {
          silentBecause:
            'the fields count as unsaved, so the next NESTE sends them again, and SEND INN sends the whole report (logged only).',
        },
      },
      {
        kind: 'user',
        src: 'updateUser',
        input: updateUserInput,
        description: 'The profile’s phone and e-mail',
        refused: 'Failed to update user',
        refusedNb:
          "Telefon og e-post i profilen: tjeneren avviste dem; logget og tatt ut. Kunden ser varselet 'Vi fikk ikke lagret telefonnummeret og e-posten i profilen din. Du kan endre dem under Min profil.'; skademeldingen beholder dem.",
        tellsRefusal: {
          action: 'notifyProfileNotUpdated',
          shows: "the toast 'Vi fikk ikke lagret telefonnummeret og e-posten i profilen din. Du kan endre dem under Min profil.'; the report keeps them.",
        },
      },
    ],
    onOnline: ['clearNotice', 'resumeWaitingUploads'],
    noNetworkEvents: ['upload.waiting'],
  });
}
