/** The largest page the content API serves (Hygraph rejects more); the service enforces it, the client pages by it. */
export const MAX_PAGE_SIZE = 100;
