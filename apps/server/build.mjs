// Bundles the server (and the contract it imports) into dist/server.js; npm packages stay external.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = import.meta.dirname;
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
await build({
  entryPoints: [path.join(root, 'src/server.ts')],
  // JADE_SERVER_OUTFILE: another bundle beside this one (a second checkout's E2E run), inside apps/server so its packages resolve.
  outfile: process.env.JADE_SERVER_OUTFILE ?? path.join(root, 'dist/server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}).flatMap((d) => [d, `${d}/*`]),
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: 'warning',
});
console.log(`built ${process.env.JADE_SERVER_OUTFILE ?? 'apps/server/dist/server.js'}`);
