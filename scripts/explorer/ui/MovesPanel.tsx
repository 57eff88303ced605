/**
 * «Det maskinen tar imot her»: every move the machine accepts where the customer stands (../moves.ts), grouped as
 * the customer's, the server's answers and the browser's or device's, with what each leads to now, or why nothing
 * happens now. A customer's button can be pressed from here too; what the server answers is chosen under «Valg».
 */
import type { AnyMachineSnapshot } from 'xstate';
import { acceptedMoves, type MoveGroup } from '../moves';
import { useExplorerVersion } from './CustomerScreen';
import type { Explorer } from './explorer';

const GROUPS: { group: MoveGroup; title: string }[] = [
  { group: 'kunden', title: 'Kunden' },
  { group: 'tjeneren', title: 'Tjeneren (svaret velger du under valgene)' },
  { group: 'enheten', title: 'Nettleseren og enheten' },
];

export function MovesPanel({ explorer }: { explorer: Explorer }) {
  useExplorerVersion(explorer);
  const flow = explorer.flow(explorer.shown);
  const run = explorer.runs.get(flow.id);
  if (!run || !explorer.inFlow(flow.id)) return null;
  const moves = acceptedMoves(run.machine, run.actor.getSnapshot() as AnyMachineSnapshot, flow.view);
  return (
    <section className="xp-panel" id="moves" aria-labelledby="moves-title">
      <h2 id="moves-title">Det maskinen tar imot her</h2>
      {GROUPS.map(({ group, title }) => {
        const shown = moves.filter((m) => m.group === group);
        if (shown.length === 0) return null;
        return (
          <div key={group}>
            <h3>{title}</h3>
            <ul>
              {shown.map((move, i) => (
                <li key={`${move.what}-${i}`}>
                  {move.event ? (
                    <button type="button" className="xb small" disabled={explorer.replaying} onClick={() => run.actor.send({ type: move.event! })}>
                      {move.what}
                    </button>
                  ) : (
                    <strong>
                      {move.what}
                      {move.count ? ` (${move.count} slags)` : ''}
                    </strong>
                  )}
                  {': '}
                  {move.now ?? <em>ikke nå. {move.why}</em>}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
