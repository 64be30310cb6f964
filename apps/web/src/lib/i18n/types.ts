import type { enUS } from './en-US';

type Widen<T> = T extends string ? string : { [K in keyof T]?: Widen<T[K]> };

/** A locale's texts: the en-US keys (never others), any of them possibly missing. */
export type Translations = Widen<typeof enUS>;
