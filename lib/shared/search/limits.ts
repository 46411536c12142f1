/** The longest query answered; longer ones get a clear 400 (also the search boxes' maxlength). */
export const MAX_QUERY_LENGTH = 200;
