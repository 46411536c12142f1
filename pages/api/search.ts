import { searchApi } from "@/lib/server/api/search";

// The body is read (and bounded) by the handler.
export const config = { api: { bodyParser: false } };

export default searchApi;
