/**
 * The bokmål check of `npm run diagrams:check` (./businessLanguage.ts) over what it generates: the business
 * drawings, the explorer's own texts and its example journeys (as explorer.html carries them).
 */
import { loadExplorerFlows } from '../explorer/flows';
import { explorerTexts } from '../explorer/texts';
import { businessDrawingProblems, textProblems } from './businessLanguage';

export async function businessLanguageProblems(files: ReadonlyMap<string, string>): Promise<string[]> {
  const { texts, missing } = explorerTexts(await loadExplorerFlows());
  for (const [i, journey] of journeysOf(files.get('explorer.html')).entries()) {
    texts.set(`explorer.html journey ${i + 1} (to)`, journey.to);
    texts.set(`explorer.html journey ${i + 1} (presses)`, journey.words);
  }
  return [...businessDrawingProblems(files), ...missing, ...textProblems(texts)];
}

/** The example journeys in explorer.html's data. */
function journeysOf(html: string | undefined): { to: string; words: string }[] {
  const data = html?.match(/<script type="application\/json" id="explorer-data">([\s\S]*?)<\/script>/)?.[1];
  return data ? (JSON.parse(data) as { journeys: { to: string; words: string }[] }).journeys : [];
}
