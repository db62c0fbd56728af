/** Text made safe to place inside HTML elements and quoted attributes. */
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A page the server writes whole, with no asset from elsewhere and no referrer sent on: its title, also as the heading
 * of a card holding `body` (HTML), the page's inline style and, where given, its one inline script.
 */
export function cardPage(p: { title: string; style: string; body: string; script?: string }): string {
  const title = escapeHtml(p.title);
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${title}</title>
<style>${p.style}</style>
</head>
<body>
<main><div class="card">
<h1>${title}</h1>
${p.body}
</div></main>
${p.script ? `<script>${p.script}</script>\n` : ''}</body>
</html>`;
}
