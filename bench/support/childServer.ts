// Starts a process that prints one JSON line when ready ({"url": ...} or {"skipped": reason}) and
// stops it with SIGTERM: the servers bench/httpLoad.ts loads.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';

/** A started server: its url, everything else its ready line said, and how to stop it. */
export type ChildServer = { url: string; ready: Record<string, unknown>; stop: () => Promise<void> } | { skipped: string };

export async function startChildServer(script: string, args: readonly string[]): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--conditions=source', script, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  for await (const line of createInterface({ input: child.stdout })) {
    if (!line.startsWith('{')) continue;
    const ready = JSON.parse(line) as { url?: string; skipped?: string };
    if (ready.url) return { url: ready.url, ready, stop };
    await stop();
    return { skipped: ready.skipped ?? `${script} ${args.join(' ')} printed ${line}` };
  }
  await stop();
  throw new Error(`${script} ${args.join(' ')} exited before it was ready`);
}
