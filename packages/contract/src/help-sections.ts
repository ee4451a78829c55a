// Without the validation library: the web's home page links to these; `help.ts` re-exports them.

/** Section codes the product links to: the terms (`/help#term`) and the beginner guide. */
export const HELP_SECTION = { terms: 'term', beginnerGuide: 'beginner' } as const;
