// Without the validation library: the web's home page links to these; `help.ts` re-exports them.

/** Section codes the product links to: the terms (`/help#term`), the beginner guide and playing responsibly (help organisations). */
export const HELP_SECTION = { terms: 'term', beginnerGuide: 'beginner', responsible: 'responsible' } as const;
