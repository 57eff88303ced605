/**
 * Every text the explorer shows from its own files, by where it comes from, for the bokmål check
 * (../diagrams/businessLanguage.ts): each flow's choices and the stand-in server's words, the pages outside the
 * portal, the log's fixed lines, and the error lines of every message the flows' machines log.
 */
import { AnalystAnswers } from './answers';
import type { ExplorerFlow } from './explorerFlow';
import { LOGGED_ERRORS, loggedErrorLine } from './loggedErrors';
import { EVENT_WORDS, routeLine } from './logLines';
import { ServerMemory } from './serverMemory';

/** The texts, `where → text`; a message a machine logs without its bokmål words is named in `missing`. */
export function explorerTexts(flows: readonly ExplorerFlow[]): { texts: Map<string, string>; missing: string[] } {
  const texts = new Map<string, string>();
  const missing: string[] = [];
  for (const [event, words] of Object.entries(EVENT_WORDS)) texts.set(`the log's words for ${event}`, words);
  for (const flow of flows) {
    const at = `scripts/explorer/flows/${flow.id}.ts`;
    for (const choice of flow.choices) {
      texts.set(`${at} choice ${choice.key}`, choice.label);
      for (const option of choice.options ?? []) texts.set(`${at} choice ${choice.key}=${option.value}`, option.label);
    }
    for (const [name, standIn] of Object.entries(flow.standIns(new AnalystAnswers(flow.choices), new ServerMemory()))) {
      texts.set(`${at} stand-in ${name}`, standIn.what);
    }
    for (const [path, title] of Object.entries(flow.outside ?? {})) texts.set(`${at} outside ${path}`, title);
    for (const step of flow.steps.names) texts.set(`the log's line for ${flow.id} asked for ${step}`, routeLine(flow, `#${step}`));
    for (const message of loggedMessages(flow)) {
      if (!(message in LOGGED_ERRORS)) missing.push(`scripts/explorer/loggedErrors.ts: no bokmål words for «${message}» (logged by ${flow.id})`);
      texts.set(`the log's line for ${flow.id}'s «${message}»`, loggedErrorLine(message));
    }
  }
  return { texts, missing };
}

/** The messages a flow's machine logs (`logError` with `{ message }`), read from its config. */
function loggedMessages(flow: ExplorerFlow): Set<string> {
  const machine = flow.machine(new AnalystAnswers(flow.choices), QUIET, 'typed');
  const config = JSON.stringify(machine.config);
  return new Set([...config.matchAll(/"type":"logError","params":\{"message":"((?:[^"\\]|\\.)*)"\}/g)].map((m) => JSON.parse(`"${m[1]!}"`) as string));
}

const QUIET = { log: () => undefined, toast: () => undefined, navigate: () => undefined, signIn: () => undefined, storeForm: () => undefined };
