// Writes .br and .gz beside every built asset so the server sends them precompressed.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const exts = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt']);
let count = 0;
for (const entry of fs.readdirSync(dist, { recursive: true })) {
  const file = path.join(dist, String(entry));
  if (!fs.statSync(file).isFile() || !exts.has(path.extname(file))) continue;
  const buf = fs.readFileSync(file);
  if (buf.length < 1024) continue;
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(buf, { level: 9 }));
  count++;
}
console.log(`precompressed ${count} files`);
