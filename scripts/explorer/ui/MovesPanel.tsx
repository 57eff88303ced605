/**
 * «Det maskinen tar imot her»: every move the machine accepts where the customer stands (../moves.ts), grouped as
 * the customer's, the server's answers and the browser's or device's, with what each leads to now, or why nothing
 * happens now. A customer's button can be pressed from here too; what the server answers is chosen under «Valg».
 * While one of the portal's dialogs is on the customer's screen (../portalDialogs.ts), its moves, read from its own
 * machine, are listed instead: the step's buttons are beneath it.
 */
import type { AnyMachineSnapshot } from 'xstate';
import { eidLoginMove } from '../eidLogin';
import { headerMoves } from '../headerMoves';
import { clickLine } from '../logLines';
import { acceptedMoves, stateWords, type Move, type MoveGroup } from '../moves';
import { useExplorerVersion } from './CustomerScreen';
import type { Explorer } from './explorer';

const GROUPS: { group: MoveGroup; title: string }[] = [
  { group: 'kunden', title: 'Kunden' },
  { group: 'tjeneren', title: 'Tjeneren (svaret velger du under valgene)' },
  { group: 'enheten', title: 'Nettleseren og enheten' },
];

function MoveList({ moves, disabled, press }: { moves: Move[]; disabled: boolean; press: (move: Move) => void }) {
  return GROUPS.map(({ group, title }) => {
    const shown = moves.filter((m) => m.group === group);
    if (shown.length === 0) return null;
    return (
      <div key={group}>
        <h3>{title}</h3>
        <ul>
          {shown.map((move, i) => (
            <li key={`${move.what}-${i}`}>
              {move.event || move.act ? (
                <button type="button" className="xb small" disabled={disabled} onClick={() => press(move)}>
                  {move.what}
                </button>
              ) : (
                <strong>
                  {move.what}
                  {move.count ? ` (${move.count} slags)` : ''}
                </strong>
              )}
              {': '}
              {move.applies === undefined ? (move.now ?? <em>ikke nå. {move.why}</em>) : null}
              {move.applies === true ? (
                <>
                  {move.now} <strong>(gjelder nå)</strong>
                </>
              ) : null}
              {move.applies === false ? (
                <>
                  {move.now} <em>(ikke nå, fordi {move.why})</em>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    );
  });
}

export function MovesPanel({ explorer }: { explorer: Explorer }) {
  useExplorerVersion(explorer);
  const flow = explorer.flow(explorer.shown);
  const dialog = explorer.dialogs.shown(flow.view);
  const run = explorer.runs.get(flow.id);
  if (!dialog && (!run || !explorer.inFlow(flow.id))) return null;
  return (
    <section className="xp-panel" id="moves" aria-labelledby="moves-title">
      <h2 id="moves-title">Det maskinen tar imot her</h2>
      {dialog ? (
        <>
          <p>
            <strong>Dialogen{dialog.title ? ` «${dialog.title}»` : ''} er åpen på kundens skjerm</strong>: kunden svarer i den før noe annet.{' '}
            {stateWords(dialog.actor.getSnapshot() as AnyMachineSnapshot)}
          </p>
          <MoveList
            moves={acceptedMoves(dialog.machine, dialog.actor.getSnapshot() as AnyMachineSnapshot, dialog.view)}
            disabled={explorer.replaying}
            press={(move) => {
              // A dialog's button pressed here is logged as one clicked on the screen (the flow's are, by their event).
              explorer.logHere(clickLine({ kind: 'dialogButton', name: move.what }));
              dialog.actor.send({ type: move.event! });
            }}
          />
        </>
      ) : (
        <MoveList
          moves={[
            // At the e-ID login (outside the portal), the login is the customer's move.
            ...(run!.signingIn ? [eidLoginMove(() => void explorer.returnFromLogin())] : []),
            ...acceptedMoves(run!.machine, run!.actor.getSnapshot() as AnyMachineSnapshot, flow.view),
            // The header is the portal's: not on the e-ID login's page.
            ...(run!.signingIn ? [] : headerMoves(flow.view, explorer.router.state.location.pathname, explorer.screen(flow.id).hosted.routing(run!.actor).blocksLeaving(run!.actor.getSnapshot() as never))),
          ]}
          disabled={explorer.replaying}
          press={(move) => (move.act ? move.act() : run!.actor.send({ type: move.event! }))}
        />
      )}
    </section>
  );
}
