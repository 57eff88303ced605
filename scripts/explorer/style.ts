/**
 * The explorer's own styles (its panels and buttons), beside the portal's styles that the customer's screen brings
 * along: readable at 375 to 1280 px and beyond, visible focus, contrast for WCAG 2.1 AA. Nothing here reaches into
 * the customer's screen but its frame. The frame is the containing block of what the portal fixes to the window
 * (its transform): the toasts show in the customer's screen, at its top right, not at the explorer page's. So do the
 * portal's dialogs, opened inside it (src/components/Modal.tsx `ModalContained`): near its top, over a backdrop that
 * covers only the customer's screen, so the explorer's panels stay usable. At 1000 px and wider the customer's screen
 * and the overview with the marked step are side by side.
 */
export const EXPLORER_CSS = `
.xp-page{max-width:1500px;margin:0 auto;padding:1rem}
.xp-page>header>h1{font-size:1.6rem;margin:0 0 .5rem}
.xp-main{display:grid;gap:1rem;grid-template-columns:minmax(0,1fr)}
@media (min-width:1000px){.xp-main{grid-template-columns:minmax(0,2fr) minmax(20rem,1fr);align-items:start}#screen{grid-column:1;grid-row:1 / span 3}#overview{grid-column:2;grid-row:1}#choices{grid-column:2;grid-row:2}#log{grid-column:2;grid-row:3}#journeys{grid-column:1 / -1}}
.xp-panel{background:#fff;border:1px solid #94a3b8;border-radius:8px;padding:1rem;min-width:0}
.xp-panel>h2{font-size:1.15rem;margin:0 0 .5rem}
.xb{font:inherit;font-size:1rem;padding:.45rem .9rem;border-radius:6px;border:2px solid #0c4a6e;background:#fff;color:#0c4a6e;cursor:pointer;margin:.25rem .5rem .25rem 0}
.xb[aria-pressed="true"]{background:#0369a1;color:#fff}
.xb:disabled{border-color:#94a3b8;color:#475569;cursor:not-allowed}
.xb.small{padding:.1rem .6rem}
.xb:focus-visible,.xp-panel select:focus-visible,.xp-choice input:focus-visible{outline:3px solid #b45309;outline-offset:2px}
.browser{display:flex;flex-wrap:wrap;align-items:center;gap:.25rem .5rem;margin-bottom:.5rem}
.url{font-family:ui-monospace,Menlo,Consolas,monospace;background:#e2e8f0;border-radius:6px;padding:.3rem .6rem;overflow-wrap:anywhere;margin:0;flex:1 1 16rem}
.state{color:#334155}
.customer-frame{border:2px solid #334155;border-radius:8px;overflow:hidden;background:#fff;min-height:24rem;transform:translateZ(0)}
.customer-main{padding-bottom:1rem}
.customer-frame:has(dialog[open]:not(:modal))::after{content:"";position:fixed;inset:0;background:rgb(15 23 42/.6);z-index:999}
.customer-frame:has(dialog[open]:not(:modal)){min-height:42rem}
.customer-frame dialog[open]:not(:modal){top:4rem;bottom:auto;width:min(32rem,calc(100% - 2rem));max-height:calc(100% - 5rem);overflow:auto}
.eid{padding:1.5rem;background:#f5f3ff;min-height:24rem;border:2px solid #334155;border-radius:8px}
.xp-choice{margin:.4rem 0;display:flex;gap:.5rem;align-items:flex-start}
.xp-choice input{margin-top:.35rem;width:1.1rem;height:1.1rem;flex:none}
fieldset.xp-choice{display:block;border:1px solid #94a3b8;border-radius:6px}
.xp-today{flex-wrap:wrap;align-items:center}
.xp-choice.xp-today input{width:5rem;height:auto;margin:0;font:inherit}
.xp-today p{flex-basis:100%;margin:0}
#choices h3{font-size:1rem;margin:.75rem 0 .25rem}
fieldset.xp-choice div{display:flex;gap:.5rem}
.actions{background:#f0f9ff;border-radius:6px;padding:.25rem .5rem;margin:.5rem 0}
.actions select{font:inherit;margin:0 .5rem .25rem 0}
#overview .svg{overflow-x:auto}
#overview svg{max-width:100%;height:auto}
#overview g.node.current path,#overview g.node.current polygon{stroke:#b91c1c;stroke-width:5px}
#journeys ul{padding-left:1.2rem}
#journeys li{margin:.3rem 0}
#log .log{max-height:28rem;overflow:auto}
#log .log:focus-visible{outline:3px solid #b45309;outline-offset:2px}
#log ol{margin:0;padding-left:2.4rem}
@media (max-width:600px){.xp-page{padding:.5rem}.xp-panel{padding:.5rem}}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;
