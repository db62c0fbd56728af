// `npm run api:list`: the contract's endpoint table as the spec §7 checklist, grouped by the spec line each endpoint serves,
// with the server module that answers each.
import { SPEC_PATH_FAMILIES, listEndpoints } from '@portal/contract';
import { moduleOfArea } from '../modules';

const groups = new Map<string, string[]>();
for (const { key, endpoint: e } of listEndpoints()) {
  const answer = typeof e.output === 'string' ? e.output : 'json';
  const owns = e.owns
    ? ` owns ${Object.entries(e.owns)
        .map(([f, k]) => `${f}:${k}`)
        .join(',')}`
    : '';
  const module = moduleOfArea(key.slice(0, key.indexOf('.'))) ?? '?';
  const line = `  ${e.method.padEnd(4)} ${e.path.padEnd(62)} ${e.access.padEnd(24)} ${e.encoding.padEnd(9)} ${answer.padEnd(4)} ${module.padEnd(15)} ${key} ${e.title}${owns}`;
  groups.set(e.spec, [...(groups.get(e.spec) ?? []), line]);
}
// Spec §7 lines first, in the order the spec lists them; then what the portal adds beyond the spec.
const specLines = [...groups.keys()].sort((a, b) => Number(!a.startsWith('§')) - Number(!b.startsWith('§')));
let count = 0;
for (const spec of specLines) {
  console.log(`${spec.startsWith('§') ? '[spec]' : '[added]'} ${spec}`);
  for (const line of groups.get(spec)!) console.log(line);
  count += groups.get(spec)!.length;
  console.log('');
}
const paths = listEndpoints().map((x) => x.endpoint.path);
const open = SPEC_PATH_FAMILIES.filter(([prefix]) => !paths.some((p) => p.startsWith(prefix)));
for (const [prefix, line] of open) console.log(`[open] ${line}: no endpoint under ${prefix} yet`);
console.log(`\n${count} endpoints, ${specLines.filter((s) => s.startsWith('§')).length} spec lines served, ${open.length} spec path families still open`);
