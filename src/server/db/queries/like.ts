/** A LIKE pattern that finds `term` anywhere, with `\` escaping its own % and _ (use with `escape '\'`). */
export const containing = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
