/**
 * The Hygraph scripts send a token with every request (setup: a Management API token that can
 * change the project's schema; import: one that can write and publish content). Over `http://`
 * the token crosses the network in clear text: an endpoint that is not https is refused unless
 * the command is told it is meant (`--allow-http`: a content service on this machine or on a
 * private network the operator trusts).
 */
export function refusePlainHttp(endpoints: Record<string, string | undefined>, allowHttp: boolean): void {
  if (allowHttp) return;
  for (const [name, url] of Object.entries(endpoints)) {
    if (url && /^http:/i.test(url.trim())) {
      throw new Error(`${name} is ${url}: plain http, so the token would cross the network unencrypted. Use the project's https:// endpoint, or pass --allow-http if the service is on this machine or a network you trust.`);
    }
  }
}
