#!/usr/bin/env node
// `npm run dev`: the API with reload on :8080 (tsx watch) and the Vite dev server proxying to it.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const children = [
  spawn(bin('tsx'), ['watch', 'apps/server/src/server.ts'], { cwd: root, stdio: 'inherit' }),
  spawn(bin('vite'), [], { cwd: path.join(root, 'apps/web'), stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', (code) => code && code !== 0 && stop()));
