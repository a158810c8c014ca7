import { escapeHtml } from '@lesne/simulator-http';

/** A page in Strava's colours that works from a 360px phone up. */
export function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
*{box-sizing:border-box}
body{margin:0;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#242428;background:#f7f7fa}
header{background:#fc4c02;color:#fff;padding:10px 16px;font-weight:700;letter-spacing:.5px}
header small{font-weight:400;opacity:.9}
main{max-width:760px;margin:0 auto;padding:12px}
h1{font-size:1.35rem;margin:.4em 0}
h2{font-size:1.1rem;margin:.2em 0 .5em}
section,.card{background:#fff;border:1px solid #dfdfe8;border-radius:6px;padding:12px;margin:0 0 12px}
.muted{color:#6d6d78;font-size:.9rem}
.row{display:flex;flex-wrap:wrap;gap:8px;align-items:flex-end}
.row>label{flex:1 1 120px}
label{display:block;font-size:.9rem}
input[type=text],input[type=number],select{display:block;width:100%;min-height:40px;padding:6px 8px;font:inherit;border:1px solid #c9c9d3;border-radius:4px;background:#fff}
.check{display:flex;gap:8px;align-items:flex-start;padding:6px 0}
.check input{width:20px;height:20px;margin:2px 0 0;flex:none}
button{min-height:40px;padding:6px 14px;font:inherit;font-weight:600;border-radius:4px;border:1px solid #fc4c02;background:#fc4c02;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#fc4c02}
button.danger{background:#fff;color:#b00020;border-color:#b00020}
.actions{display:flex;flex-wrap:wrap;gap:8px;margin-top:8px}
.actions form{margin:0}
ul.plain{list-style:none;margin:0;padding:0}
.activity{border-top:1px solid #ececf2;padding:8px 0}
.badge{display:inline-block;font-size:.75rem;padding:1px 6px;border-radius:10px;background:#ececf2;margin-left:4px}
.badge.private{background:#242428;color:#fff}
.badge.flagged{background:#b00020;color:#fff}
details summary{cursor:pointer;color:#fc4c02;padding:4px 0}
table{width:100%;border-collapse:collapse;font-size:.85rem}
td,th{text-align:left;padding:4px;border-top:1px solid #ececf2;vertical-align:top;overflow-wrap:anywhere}
.error{border-color:#b00020;color:#b00020}
</style>
</head>
<body>
<header>STRAVA <small>simulator</small></header>
<main>
${body}
</main>
</body>
</html>`;
}
