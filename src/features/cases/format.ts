import { findAgent } from '../../../domain/agents';
import { damageTypeName, NO_DAMAGE_TYPE } from '../../../domain/metadata';
import type { CodeName, Metadata } from '../../../domain/types';

/** Display name of a damage type (SPEC §3): from the API's metadata, else the shared list, else 'Skade ikke oppgitt'. */
export function damageTypeDisplayName(value: string | null | undefined, metadata: Metadata | undefined): string {
  if (!value) return NO_DAMAGE_TYPE;
  return metadata?.damageType.find((d) => d.value === value)?.name ?? damageTypeName(value) ?? NO_DAMAGE_TYPE;
}

/** Name of a coded value in a metadata list (numbers and strings compared as text). */
export function codeName(list: readonly CodeName[] | undefined, value: number | string | null | undefined): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  return list?.find((c) => String(c.value) === String(value))?.name;
}

/** Insurer name: metadata insuranceAgent, else the shared agent list, else the stored key. */
export function insurerName(value: string | null | undefined, metadata: Metadata | undefined): string | undefined {
  if (!value) return undefined;
  return codeName(metadata?.insuranceAgent, value) ?? findAgent(value)?.longName ?? value;
}

const CREATED_ON = /^(\d{2})\.(\d{2})\.(\d{4})(?:\s+[Kk]l\.\s+(\d{2}):(\d{2}))?$/;

/**
 * createdOn from the list (SPEC §3): 'dd.mm.yyyy' optionally followed by ' Kl. hh:mm'. Shown as the
 * server gives it; `dateTime` is its machine-readable form for <time>, when it parses.
 */
export function createdOnDateTime(createdOn: string): string | undefined {
  const m = CREATED_ON.exec(createdOn.trim());
  if (!m) return undefined;
  const [, dd, mm, yyyy, hh, min] = m;
  return hh ? `${yyyy}-${mm}-${dd}T${hh}:${min}` : `${yyyy}-${mm}-${dd}`;
}
