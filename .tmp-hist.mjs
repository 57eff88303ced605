import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await b.newContext({ baseURL: 'http://127.0.0.1:3900' });
const p = await ctx.newPage();
await p.addInitScript(() => { localStorage.setItem('hasModalBeenDismissed','true'); localStorage.setItem('hasConsented','true'); });
await p.goto('/'); await p.getByRole('link', { name: 'LOGG INN MED BANKID' }).click();
const ssn = '0101' + String(Math.floor(Math.random()*1e7)).padStart(7,'0');
await p.getByRole('textbox', { name: /fødselsnummer/i }).fill(ssn);
await p.getByRole('textbox', { name: /fødselsnummer/i }).press('Enter');
await p.waitForURL(u => u.pathname === '/');
const headers = { Origin: 'http://127.0.0.1:3900', 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' };
const created = await p.request.post('/api/createCaseDraft', { headers });
const caseId = /incidents\(([^)]+)\)/.exec((await created.json()).incidentUri)[1];
await p.request.patch(`/api/updateCaseDraft/${caseId}`, { headers, data: { reportedByType: 872600000, whoIsReportingTheDamage: 872600000, addresseId: '100000031', addressSearch: 'Storgata 1, 0155 OSLO', buildingAddress: 'Storgata 1', buildingZip: '0155', buildingCity: 'OSLO', damageLocation: 'Storgata 1, 0155 OSLO' } });
await p.goto(`/meld-skade/rolle?CaseId=${caseId}`);
await p.getByRole('heading', { level: 1, name: /Steg 1/ }).waitFor();
await p.getByRole('button', { name: 'NESTE' }).click();
await p.getByRole('heading', { level: 1, name: /Steg 2/ }).waitFor();
const cdp = await ctx.newCDPSession(p);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.RATE ?? 4) });
let fails = 0;
const delay = Number(process.env.DELAY ?? 0);
for (let i = 0; i < Number(process.env.N ?? 10); i++) {
  await p.reload({ waitUntil: 'commit' });
  if (delay) await p.waitForTimeout(delay);
  await p.evaluate(() => history.back()).catch(e => console.log('back', e.message));
  const urls = [];
  for (let t = 0; t < 30; t++) { urls.push(new URL(p.url()).pathname.split('/').pop()); await p.waitForTimeout(100); }
  const h = await p.locator('main h1').first().textContent().catch(() => '?');
  const last = urls[urls.length-1];
  const ok = last === 'rolle' && /Steg 1/.test(h) && !urls.slice(urls.indexOf('rolle')).includes('lokasjon');
  if (!ok) fails++;
  console.log(i, ok ? 'ok ' : 'BAD', [...new Set(urls)].join('>'), h);
  // back to lokasjon for the next round
  await p.goForward(); await p.getByRole('heading', { level: 1, name: /Steg 2/ }).waitFor({ timeout: 15000 }).catch(async () => { console.log('not at 2', p.url()); });
}
console.log('fails', fails);
await b.close();
