// Reads a V8 `.cpuprofile` (node --cpu-prof) and says where the time went: self time per function and
// per owner (a package under node_modules, the portal's own code, Node's internals, GC, idle).
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples?: number[];
}

export interface ProfileSummary {
  totalMs: number;
  owners: { owner: string; ms: number; share: number }[];
  functions: { name: string; owner: string; ms: number; share: number }[];
}

/** Who a frame belongs to: `pkg` under node_modules, `portal:<path>`, `node:<module>` or a V8 bucket. */
export function ownerOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + '/node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? url);
  }
  if (url.startsWith('node:')) return url;
  const portal = url.match(/\/(apps|packages)\/([^/]+)\//);
  return portal ? `portal:${portal[1]}/${portal[2]}` : url;
}

export function summarizeProfile(path: string, top = 15): ProfileSummary {
  const profile = JSON.parse(readFileSync(path, 'utf8')) as CpuProfile;
  const totalHits = profile.nodes.reduce((sum, node) => sum + (node.hitCount ?? 0), 0);
  const totalMs = (profile.endTime - profile.startTime) / 1000;
  const msPerHit = totalHits > 0 ? totalMs / totalHits : 0;
  const byOwner = new Map<string, number>();
  const byFunction = new Map<string, { owner: string; hits: number }>();
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    if (hits === 0) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const owner = ownerOf(url, functionName);
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + hits);
    const file = url.split('/').slice(-1)[0] ?? '';
    const name = `${functionName || '(anonymous)'}${file ? ` ${file}:${lineNumber + 1}` : ''}`;
    const entry = byFunction.get(name) ?? { owner, hits: 0 };
    entry.hits += hits;
    byFunction.set(name, entry);
  }
  const share = (hits: number) => (totalHits > 0 ? hits / totalHits : 0);
  return {
    totalMs,
    owners: [...byOwner.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([owner, hits]) => ({ owner, ms: hits * msPerHit, share: share(hits) })),
    functions: [...byFunction.entries()]
      .sort((a, b) => b[1].hits - a[1].hits)
      .slice(0, top)
      .map(([name, { owner, hits }]) => ({ name, owner, ms: hits * msPerHit, share: share(hits) })),
  };
}

export function printProfile(summary: ProfileSummary): void {
  const pct = (share: number) => `${(share * 100).toFixed(1).padStart(5)} %`;
  console.log(
    `\nCPU profile of the server (${(summary.totalMs / 1000).toFixed(1)} s sampled), self time by owner:`,
  );
  for (const { owner, share } of summary.owners) console.log(`  ${pct(share)}  ${owner}`);
  console.log('Self time by function:');
  for (const { name, owner, share } of summary.functions) console.log(`  ${pct(share)}  ${name}  [${owner}]`);
}
