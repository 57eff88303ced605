/**
 * What the damage report's guards, actions and actors mean (docs/machines/README.md). Keep it next
 * to ./damageReport/setup.ts: the compiler names every name declared there without an entry here.
 */
import type { damageReportMachine } from './damageReport.machine';
import type { GlossaryOf } from './glossary';

const canEnter = (step: string) =>
  `The address bar may open ${step}: the draft is loaded, the case is not submitted and every step before ${step} is valid.`;

export const damageReportGlossary = {
  guards: {
    hasCaseId: 'A draft exists: the URL had a CaseId, or one was just created (a missing or null CaseId means no draft).',
    isAlreadySubmitted: "The loaded case was already submitted (submittedOnWeb): the customer sees 'Skadesaken er allerede sendt inn.'",
    resumesAt:
      'The flow opens at this step: the step in the URL when every step before it is valid, otherwise the first step that is not, so a returning customer lands where they left off.',
    isStepValid: 'The current step passes its rules (SPEC §5 "Damage report"), so NESTE may go on.',
    hasUnsavedChanges: 'A field differs from what was last saved to the draft, so it is saved first (only changed fields are sent).',
    isOrganizationInsurance:
      "Organization check on forsikring: the private insurance types include 859830003, an organization's insurance, so the report becomes the organization's (SPEC §4).",
    isStoredAttachment: 'The attachment to delete is stored on the case (uploaded); one still uploading or failed is only taken off the list.',
    canEnterRolle: canEnter('rolle'),
    canEnterLokasjon: canEnter('lokasjon'),
    canEnterForsikring: canEnter('forsikring'),
    canEnterSkade: canEnter('skade'),
    canEnterInformasjon: canEnter('informasjon'),
    canEnterKontakt: canEnter('kontakt'),
    canEnterOppsummering: canEnter('oppsummering'),
  },
  actions: {
    notifyCreateFailed: "Toast 'Feil ved oppretting av skademelding.' (SPEC §8).",
    logError:
      "Logs the failure ('Update case failed', 'Create case failed', 'Submit case failed', 'No draft exists', …); the customer sees no message (SPEC §8).",
    flushDraft:
      "The page is hidden or closed: sends the step's unsaved fields without waiting for an answer (PATCH /api/updateCaseDraft, keepalive), so a reload loses nothing.",
    leaveFlow: 'TILBAKE on the first step: leaves the damage report.',
    notifyOrganizationSwitch: 'Info toast: the insurance belongs to a housing cooperative, so the damage is reported as the organization.',
    notifyAttachmentDeleted: "Toast 'Opplastning slettet'.",
    notifyAttachmentDeleteFailed: "Toast 'Feil ved sletting av opplastning'.",
    assignCaseId: 'Keeps the id of the draft that was just created.',
    applyLoadedDraft:
      "Fills the form from the loaded draft, with the customer's mobile and e-mail as defaults and +47 country codes; takes its attachments and the addresses of the customer's insurances.",
    markSubmitted: 'Marks the case as submitted.',
    enterStep: 'This step is now the current one; no errors are shown yet.',
    showStepErrors: "NESTE with rules broken: shows the step's errors; from now on they follow the customer's corrections.",
    preparePatch: 'Collects the fields that changed since the last save, to be saved.',
    markSaved: 'The saved fields count as saved: going back and on again does not send them twice.',
    applyOrganizationSwitch:
      'Organization check: the reporter becomes the organization, the role fields and private insurance types are cleared, and this is saved (SPEC §4).',
    changeField: 'Takes a changed field; fields that no longer apply are reset, and shown errors follow the change.',
    blurField: "The customer left a typed field: its error is shown, once the step's NESTE has been tried.",
    searchOrganization: 'Takes the text typed in the organization search.',
    forwardOrganizationQuery: 'Passes the typed organization to the company register search, which waits 300 ms after the last keystroke.',
    selectOrganization: 'Takes the organization picked from the hits (name and organization number).',
    setOrganizationEntry: 'Switches between searching the company register and typing the name by hand; the chosen organization is cleared.',
    setLocationMode: "Switches between the addresses of the customer's insurances and searching for another address.",
    searchAddress: 'Takes the text typed in the address search.',
    forwardAddressQuery: 'Passes the typed address to the national address search, which waits 300 ms after the last keystroke.',
    selectAddress: 'Takes the address picked from the hits as the place of the damage.',
    selectRegisteredAddress: 'Takes one of the insured addresses as the place of the damage.',
    addFiles: 'Adds the chosen files to the attachments and starts uploading each one.',
    trackUploadProgress: "Moves an upload's progress bar.",
    finishUpload: 'An upload finished: the attachment is stored on the case.',
    failUpload: 'An upload failed: the attachment is marked with an error.',
    stopUpload: "Stops the attachment's upload (it finished, failed or was removed).",
    removeAttachment: 'Takes an attachment that is not stored (still uploading or failed) off the list.',
    markDeletingAttachment: 'Remembers which stored attachment is being deleted.',
    forgetDeletingAttachment: 'Forgets which attachment was being deleted: the deletion failed.',
    removeDeletedAttachment: 'Takes the deleted attachment off the list.',
    mergeAttachments: "Takes the case's attachments as reloaded after the deletion.",
  },
  actors: {
    createDraft: 'Creates a draft: POST /api/createCaseDraft; the case id is read from incidentUri (SPEC §7).',
    loadDraft: 'Loads the draft (GET /api/getCase/{caseId}), the user and their insurances, and rebuilds the attachments.',
    saveDraft: 'Saves the changed fields: PATCH /api/updateCaseDraft/{caseId}. A failure is only logged and the flow goes on (SPEC §4).',
    updateUser: "Kontakt's extra submission: saves the customer's mobilePhone and email (PATCH /api/updateUser).",
    submitCase: 'Submits the damage report with the whole form: PATCH /api/case/{caseId}/submit.',
    uploadAttachment: 'Uploads one file (POST /api/uploadAttachment) and reports its progress, success or failure.',
    deleteAttachment: 'Deletes a stored attachment: DELETE /api/deleteAttachment.',
    refreshAttachments: "Reloads the case's attachments after a deletion (GET /api/getCase/{caseId}).",
    organizationSearch: 'Company register search, 300 ms after the last keystroke: by number when 9 digits, else by name.',
    addressSearch: 'National address search, 300 ms after the last keystroke, 5 hits; a failure gives no hits.',
  },
} satisfies GlossaryOf<typeof damageReportMachine>;
