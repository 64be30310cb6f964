import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** Above every character: `term ~<~ term || TOP` bounds the strings that start with `term`. */
const TOP = '\u{10FFFF}';

/** `%`, `_` and `\` are LIKE's own characters: searched for, they must be escaped. */
function likePrefix(term: string): string {
  return `${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * `column` starts with `term`. The byte-wise range lets a `text_pattern_ops` index serve the
 * test even in a generic plan, where a LIKE pattern is only a parameter; LIKE keeps it exact.
 * @param column - a text column (or expression)
 * @param term - the prefix, already normalized as the column is
 */
export function startsWith(column: SQLWrapper, term: string): SQL {
  return sql`(${column} ~>=~ ${term} AND ${column} ~<~ ${term + TOP} AND ${column} LIKE ${likePrefix(term)})`;
}
