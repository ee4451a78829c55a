// The two parts of en.json made at build time by the jade-locale-split plugin (vite.config.ts).
declare module 'virtual:jade-locale/en-first' {
  const texts: Record<string, unknown>;
  export default texts;
}
declare module 'virtual:jade-locale/en-rest' {
  const texts: Record<string, unknown>;
  export default texts;
}
