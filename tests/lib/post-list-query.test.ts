import { LISTING_PAGE_SIZE } from "@/lib/shared/listing/listing";
import { MAX_LIST_OFFSET, parsePostListQuery, postListQueryString, type PostListRequest } from "@/lib/shared/listing/post-list-query";

const parse = (query: string) => parsePostListQuery(Object.fromEntries(new URLSearchParams(query)));

describe("the /api/posts query string", () => {
  it("round-trips what the browser sends for each kind of list", () => {
    const requests: PostListRequest[] = [
      { list: { kind: "author", slug: "amara-okafor" }, limit: LISTING_PAGE_SIZE, offset: 9 },
      { list: { kind: "author", slug: "amara-okafor", locale: "es" }, limit: LISTING_PAGE_SIZE, offset: 9 },
      { list: { kind: "category", category: "testing", subCategory: "at-home-tests" }, limit: 3, offset: 0 },
      { list: { kind: "category", category: undefined, subCategory: undefined }, limit: 1, offset: MAX_LIST_OFFSET },
      { list: { kind: "category", category: undefined, subCategory: undefined, locale: "es" }, limit: 9, offset: 9 },
      { list: { kind: "category", category: "infecciones", subCategory: "its-virales", locale: "es" }, limit: 9, offset: 9 },
    ];
    for (const request of requests) expect(parse(postListQueryString(request))).toEqual({ ok: true, request });
  });

  it.each([
    ["list=category&limit=0&offset=0", '"limit" must be a whole number from 1 to 9'],
    [`list=category&limit=${LISTING_PAGE_SIZE + 1}&offset=0`, '"limit" must be a whole number from 1 to 9'],
    ["list=category&limit=1.5&offset=0", '"limit" must be a whole number from 1 to 9'],
    ["list=category&limit=1&offset=-9", '"offset" must be a whole number from 0 to 100000'],
    [`list=category&limit=1&offset=${MAX_LIST_OFFSET + 1}`, '"offset" must be a whole number from 0 to 100000'],
    ["list=category&limit=1&offset=1e3", '"offset" must be a whole number from 0 to 100000'],
    ["list=posts&limit=1&offset=0", '"list" must be "author" or "category"'],
    ["list=author&limit=1&offset=0", 'list=author takes "slug" only'],
    ["list=author&slug=a&category=b&limit=1&offset=0", 'list=author takes "slug" only'],
    ["list=category&slug=a&limit=1&offset=0", 'list=category takes "category" and "subCategory", not "slug"'],
    ["list=category&subCategory=hiv&limit=1&offset=0", '"subCategory" needs its "category"'],
    ["list=author&slug=Amara%20Okafor&limit=1&offset=0", '"slug" must be a slug (lowercase letters, digits and hyphens)'],
    ["list=category&category=..%2Fadmin&limit=1&offset=0", '"category" must be a slug (lowercase letters, digits and hyphens)'],
    ["list=category&limit=1&offset=0&query=%7Bposts%7D", 'Unknown parameter "query"'],
    ["list=category&locale=fr&limit=1&offset=0", '"locale" must be "es", or left out for English'],
    ["list=category&locale=en&limit=1&offset=0", '"locale" must be "es", or left out for English'],
    ["list=author&slug=amara-okafor&locale=en&limit=1&offset=0", '"locale" must be "es", or left out for English'],
  ])("refuses %s", (query, error) => {
    expect(parse(query)).toEqual({ ok: false, error });
  });

  it("refuses a parameter given twice", () => {
    expect(parsePostListQuery({ list: "category", limit: ["1", "9"], offset: "0" })).toEqual({ ok: false, error: '"limit" must be given once' });
  });

  it("refuses a slug longer than any real one", () => {
    expect(parse(`list=author&slug=${"a".repeat(201)}&limit=1&offset=0`)).toMatchObject({ ok: false });
  });
});
