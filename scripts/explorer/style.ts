/** The explorer page's styles: readable at 375 to 1280 px and beyond, visible focus, contrast for WCAG 2.1 AA. */
export const EXPLORER_CSS = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Liberation Sans",sans-serif;color:#0f172a;background:#f8fafc}
header,main{max-width:1400px;margin:0 auto;padding:1rem}
h1{font-size:1.6rem;margin:0 0 .5rem}
h2{font-size:1.15rem;margin:0 0 .5rem}
h3{font-size:1.3rem;margin:.5rem 0}
main{display:grid;gap:1rem;grid-template-columns:minmax(0,1fr)}
@media (min-width:1000px){main{grid-template-columns:minmax(0,3fr) minmax(0,2fr)}#screen{grid-column:1;grid-row:1 / span 2}#choices,#log{grid-column:2}#overview,#journeys{grid-column:1 / -1}}
section{background:#fff;border:1px solid #cbd5e1;border-radius:8px;padding:1rem}
button{font:inherit;padding:.5rem 1rem;border-radius:6px;border:2px solid #0c4a6e;background:#0369a1;color:#fff;cursor:pointer;margin:.25rem .5rem .25rem 0}
button[aria-pressed="false"],button.small,#choices button{background:#fff;color:#0c4a6e}
button.small{padding:.1rem .6rem}
:focus-visible{outline:3px solid #b45309;outline-offset:2px}
.url{font-family:ui-monospace,Menlo,Consolas,monospace;background:#e2e8f0;border-radius:6px;padding:.3rem .6rem;overflow-wrap:anywhere;margin:0}
.state{color:#334155}
.waiting{color:#0c4a6e;font-weight:600}
.screen.success{border-color:#15803d;background:#f0fdf4}
.screen.failure{border-color:#b45309;background:#fffbeb}
.choice{margin:.4rem 0;display:flex;gap:.5rem;align-items:flex-start}
.choice input{margin-top:.35rem;width:1.1rem;height:1.1rem;flex:none}
fieldset.choice{display:block;border:1px solid #cbd5e1;border-radius:6px}
fieldset.choice div{display:flex;gap:.5rem}
.step-choice{background:#f0f9ff;border-radius:6px;padding:.25rem .5rem}
#overview .svg{overflow-x:auto}
#overview svg{max-width:100%;height:auto}
#overview g.node.current path,#overview g.node.current polygon{stroke:#b91c1c;stroke-width:5px}
#journeys ul{padding-left:1.2rem}
#journeys li{margin:.3rem 0}
#log ol{max-height:16rem;overflow:auto;margin:0;padding-left:1.6rem}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;
