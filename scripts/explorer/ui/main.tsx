/**
 * The flow explorer's entry (bundled into docs/machines/explorer.html by ../build.ts): the portal's styles, the
 * stand-in for the server's reads, the device's clock, the explorer's state and the customer's router (the portal's
 * dialogs report to it), and the page.
 */
import { createRoot } from 'react-dom/client';
import '../../../src/styles/global.css';
import { ExplorerApp } from './ExplorerApp';
import type { ExplorerData } from './explorerData';
import { createCustomerRouter } from './CustomerScreen';
import { Explorer } from './explorer';
import { PAGE_FLOWS, PAGE_SCREENS } from './flows';
import { installDeviceClock } from './deviceClock';
import { installServerStandIn } from './serverStandIn';
import { followPortalActors } from '../standIns/inspector';

installServerStandIn();
installDeviceClock();
const data = JSON.parse(document.getElementById('explorer-data')!.textContent!) as ExplorerData;
const explorer = new Explorer(PAGE_FLOWS, PAGE_SCREENS);
for (const flow of data.flows) explorer.places.set(flow.id, new Set(flow.places));
explorer.router = createCustomerRouter(explorer);
followPortalActors(explorer.dialogs.follow);
explorer.router.history.subscribe(() => explorer.located(explorer.router.history.location.pathname));
// A new page opens the damage report's start; a reloaded explorer opens where its address says.
if (explorer.router.history.location.pathname === '/') void explorer.show('damageReport');
else explorer.located(explorer.router.history.location.pathname);
createRoot(document.getElementById('app')!).render(<ExplorerApp explorer={explorer} data={data} />);
