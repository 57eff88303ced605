/** The demo customers' cases: drafts and submitted ones, their status history, and Kari's attachments. */
import { PRODUCT_NAME } from '../../domain/brand';
import { RECEIVED, type CaseStatusCode } from '../../domain/caseStatus';
import { DAMAGE_TYPES } from '../../domain/metadata';
import type { CaseForm } from '../../domain/types';
import { SOLBAKKEN } from '../data/fixtures';
import { defaultCaseForm } from '../lib/caseForm';
import { TaggedPdf } from '../lib/pdf';
import { demoDamagePhoto } from '../lib/png';
import type { Queryable } from './db';
import { ATTACHMENT_IDS, BERIT, CASE_IDS, KARI } from './demo';

const damageType = (name: string) => DAMAGE_TYPES.find((d) => d.name === name)!.value;

/** The cases, each with its status history, and the attachments of Kari's first submitted case. */
export async function seedCases(tx: Queryable): Promise<void> {
  const kariLocation: CaseForm = {
    addressSearch: 'Storgata 1, 0155 Oslo',
    buildingAddress: 'Storgata 1',
    buildingZip: '0155',
    buildingCity: 'OSLO',
    buildingNumber: '1',
    addresseId: '100000031',
    damageLocation: 'Storgata 1, 0155 OSLO',
  };
  const kariContact: CaseForm = {
    mobilePhone: '91234567',
    phoneNumber: '91234567',
    email: KARI.email,
    whoIsContactPerson: 974590001,
  };
  const insertStatus = (caseId: string, code: CaseStatusCode, at: string, inspectionDate: string | null = null) =>
    tx.query('INSERT INTO case_status_history (case_id, code, set_at, inspection_date) VALUES ($1, $2, $3, $4)', [caseId, code, at, inspectionDate]);
  // A submitted demo case was submitted when it was created, and received then, as the submit route records it.
  const insertCase = async (id: string, userId: string, form: CaseForm, createdOn: string, submitted: boolean) => {
    await tx.query(
      `INSERT INTO cases (id, user_id, form, submitted_on_web, status, created_on, updated_at, submitted_at)
       VALUES ($1, $2, $3::jsonb, $4, $5, $6, $6, $7)`,
      [id, userId, JSON.stringify({ ...defaultCaseForm(), ...form }), submitted, submitted ? 'active' : 'draft', createdOn, submitted ? createdOn : null],
    );
    if (submitted) await insertStatus(id, RECEIVED, createdOn);
  };

  await insertCase(CASE_IDS.kariDraft, KARI.id, {
    reportedByType: 872600000,
    whoIsReportingTheDamage: 872600000,
    damageReportByOther: 974590000,
    ...kariLocation,
  }, '2025-11-10T09:12:00Z', false);

  await insertCase(CASE_IDS.kariSubmittedWithAttachments, KARI.id, {
    reportedByType: 872600000,
    whoIsReportingTheDamage: 872600000,
    damageReportByOther: 974590000,
    ...kariLocation,
    insuranceAgent: PRODUCT_NAME.toLowerCase(),
    insuranceTypePrivate: [859830000],
    damageDate: '2025-08-28',
    damageType: damageType('Råtesopp'),
    dmgAddAttachment: 'Ja',
    descriptionOfDamage: 'Oppdaget mykt og mørkt treverk i bjelkelaget under badet i kjelleren. Det lukter muggent og treverket smuldrer når man trykker på det.',
    ...kariContact,
    informationConfirmed: true,
  }, '2025-09-03T07:45:00Z', true);

  await insertCase(CASE_IDS.kariSubmitted, KARI.id, {
    reportedByType: 872600000,
    whoIsReportingTheDamage: 872600000,
    damageReportByOther: 974590000,
    ...kariLocation,
    insuranceAgent: PRODUCT_NAME.toLowerCase(),
    insuranceTypePrivate: [859830000, 859830001],
    damageDate: '2025-06-15',
    damageType: damageType('Maur'),
    dmgAddAttachment: 'Nei',
    descriptionOfDamage: 'Store mengder maur langs sokkelen og fint sagmugg under vinduskarmen på kjøkkenet.',
    ...kariContact,
    informationConfirmed: true,
  }, '2025-06-18T12:30:00Z', true);

  /** Berit reporting for the housing cooperative: her draft stops here; her submitted cases go on from it. */
  const solbakkenReporter: CaseForm = {
    reportedByType: 872600001,
    whoIsReportingTheDamageComp: 872600000,
    organizationName: 'Solbakken Borettslag',
    organizationNumber: SOLBAKKEN.organisasjonsnummer,
    organizationSearch: `Solbakken Borettslag (${SOLBAKKEN.organisasjonsnummer})`,
    showOrgName: false,
  };
  await insertCase(CASE_IDS.beritDraft, BERIT.id, solbakkenReporter, '2025-10-22T10:05:00Z', false);

  const solbakken: CaseForm = {
    ...solbakkenReporter,
    addressSearch: 'Fantoftvegen 14, 5072 Bergen',
    buildingAddress: 'Fantoftvegen 14',
    buildingZip: '5072',
    buildingCity: 'BERGEN',
    buildingNumber: '14',
    addresseId: '100004061',
    damageLocation: 'Fantoftvegen 14, 5072 BERGEN',
    insuranceAgent: PRODUCT_NAME.toLowerCase(),
    insuranceTypeComp: [859830005, 859830006],
    dmgAddAttachment: 'Nei',
    mobilePhone: BERIT.mobilePhone,
    phoneNumber: BERIT.mobilePhone,
    email: BERIT.email,
    whoIsContactPerson: 974590001,
    informationConfirmed: true,
  };
  await insertCase(CASE_IDS.beritReceived, BERIT.id, {
    ...solbakken,
    damageDate: '2025-11-23',
    damageType: damageType('Mus/rotter'),
    descriptionOfDamage: 'Rotter i søppelrommet i kjelleren. Beboere har sett dem flere kvelder på rad, og en sekk er gnagd i stykker.',
  }, '2025-11-24T18:20:00Z', true);

  await insertCase(CASE_IDS.beritAssessing, BERIT.id, {
    ...solbakken,
    damageDate: '2025-10-03',
    damageType: damageType('Hussopp'),
    descriptionOfDamage: 'Hvitt, bomullsaktig belegg og rødbrunt støv på bjelkene i en kjellerbod. Det lukter sopp i hele kjellergangen.',
  }, '2025-10-06T09:10:00Z', true);

  await insertCase(CASE_IDS.beritTreatment, BERIT.id, {
    ...solbakken,
    damageDate: '2025-08-08',
    damageType: damageType('Skjeggkre'),
    descriptionOfDamage: 'Mange skjeggkre i fellesvaskeriet og i to av leilighetene i første etasje.',
  }, '2025-08-11T06:50:00Z', true);

  // What happened after «Mottatt»: between them the demo cases have every status (CASE_IDS says which).
  await insertStatus(CASE_IDS.kariSubmittedWithAttachments, 'under_vurdering', '2025-09-04T08:30:00Z');
  await insertStatus(CASE_IDS.kariSubmittedWithAttachments, 'befaring_avtalt', '2025-09-05T11:00:00Z', '2025-09-16');
  await insertStatus(CASE_IDS.kariSubmitted, 'under_vurdering', '2025-06-19T07:15:00Z');
  await insertStatus(CASE_IDS.kariSubmitted, 'tiltak_pagar', '2025-06-24T09:00:00Z');
  await insertStatus(CASE_IDS.kariSubmitted, 'avsluttet', '2025-08-12T13:00:00Z');
  await insertStatus(CASE_IDS.beritAssessing, 'under_vurdering', '2025-10-08T10:40:00Z');
  await insertStatus(CASE_IDS.beritTreatment, 'under_vurdering', '2025-08-12T08:05:00Z');
  await insertStatus(CASE_IDS.beritTreatment, 'befaring_avtalt', '2025-08-13T12:20:00Z', '2025-08-20');
  await insertStatus(CASE_IDS.beritTreatment, 'tiltak_pagar', '2025-08-21T14:00:00Z');

  const photo = demoDamagePhoto();
  const report = await takstrapport();
  const attachments = [
    { id: ATTACHMENT_IDS.photo, rel: ATTACHMENT_IDS.photoRel, name: 'bjelke-kjeller.png', type: 'image/png', data: photo, at: '2025-09-03T07:40:00Z' },
    { id: ATTACHMENT_IDS.pdf, rel: ATTACHMENT_IDS.pdfRel, name: 'takstrapport.pdf', type: 'application/pdf', data: report, at: '2025-09-03T07:41:00Z' },
  ];
  for (const a of attachments) {
    await tx.query(
      `INSERT INTO attachments (id, relationship_id, case_id, filename, mimetype, size_bytes, data, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [a.id, a.rel, CASE_IDS.kariSubmittedWithAttachments, a.name, a.type, a.data.length, a.data, a.at],
    );
  }
}

/** The demo PDF attachment: a surveyor's report on rot in Kari's basement. */
function takstrapport(): Promise<Uint8Array> {
  // A fixed creation date keeps the demo data identical on every fresh start.
  const pdf = new TaggedPdf({ title: 'Takstrapport – råteskade', createdAt: new Date('2025-09-02T12:00:00Z') });
  pdf.letterhead('Takstrapport – råteskade', 'Storgata 1, 0155 Oslo · Befaring 1. september 2025');
  pdf.section('Funn', (s) =>
    s.paragraph('Bjelkelaget under badet i kjelleren har omfattende brunråte. Fuktmåling viser 28 prosent i treverket.'),
  );
  pdf.section('Anbefaling', (s) => s.paragraph('Anbefaler utskifting av to bjelker og utbedring av membran på badet.'));
  return pdf.end();
}
