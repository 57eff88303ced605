import { DAMAGE_REPORT_NOTICES } from '../../../domain/damageReportNotices';

/**
 * What the damage report says about the network (issue «Report from the basement»), in one place. A photo that
 * waits for the network says so in its upload row (UPLOAD_TEXTS.waiting, src/components/uploads/uploadTexts.ts).
 */
export const OFFLINE_TEXTS = {
  /** Above every step while offline. */
  banner: 'Du er uten nett. Svarene lagres her og sendes når du er på nett igjen.',
  /** SEND INN pressed offline. */
  submitNeedsNetwork: DAMAGE_REPORT_NOTICES.submitNeedsNetwork,
  /** The leave dialog, when answers wait on the device. */
  leaveWithUnsent:
    'Noen svar er ikke sendt ennå. De ligger på denne enheten og sendes neste gang du åpner skademeldingen med nett. Du kan fortsette senere under Se mine skadesaker.',
} as const;
