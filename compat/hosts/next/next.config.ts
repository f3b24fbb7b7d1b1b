import type { NextConfig } from 'next';
import { fileURLToPath } from 'node:url';

/** compat/: its node_modules, and hosts/shared/ beside this app. */
const compat = fileURLToPath(new URL('../..', import.meta.url));

const nextConfig: NextConfig = {
  reactStrictMode: true,
  turbopack: { root: compat },
  outputFileTracingRoot: compat,
  experimental: {
    // hosts/shared/ is outside this app (webpack only; Turbopack compiles everything under its root).
    externalDir: true,
    // No upgrade reminders: they query the npm registry when `next dev` or `next build` starts, and may hold it at a prompt.
    agentUpgrade: false,
  },
};

export default nextConfig;
