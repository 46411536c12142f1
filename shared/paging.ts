/** The largest page the content API serves (Hygraph rejects more); the service enforces it, the client pages by it. */
export const MAX_PAGE_SIZE = 100;
/** The page a list without `first` gets (Hygraph's default): the service serves it, the cost estimate counts it. */
export const DEFAULT_PAGE_SIZE = 10;
