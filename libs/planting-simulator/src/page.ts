import { escapeHtml, html, type SimResponse } from '@lesne/simulator-http';
import type { PlantingAccount } from './account';

/** `/`: every account and what it has left, and a form to change it (or open one). */
export function accountsPage(accounts: PlantingAccount[]): SimResponse {
  const rows = accounts
    .map((account) => `<tr><td>${escapeHtml(account.userId)}</td><td>${account.certLeft}</td></tr>`)
    .join('\n');
  return html(200, `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Tree-planting service simulator</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:40rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.3rem .6rem;text-align:left}</style>
</head>
<body>
<h1>Tree-planting service simulator</h1>
<p>The accounts of companies (their <code>posadzimy_user_id</code>) and the certificates each has left.</p>
<table><thead><tr><th>user id</th><th>certLeft</th></tr></thead>
<tbody>
${rows || '<tr><td colspan="2">no accounts</td></tr>'}
</tbody></table>
<h2>Set what an account has left</h2>
<form method="post" action="/accounts">
<label>user id <input name="userId" required maxlength="64"></label>
<label>certLeft <input name="certLeft" type="number" min="0" step="1" required></label>
<button type="submit">Save</button>
</form>
</body>
</html>
`);
}
