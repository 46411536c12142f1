/** Secrets of the end-to-end environment (test-only values). */
export const E2E_SECRETS = { webhook: "e2e-webhook-secret", preview: "e2e-preview-secret", contentToken: "e2e-content-token", previewToken: "e2e-preview-token" };
/** URLs per child sitemap in the end-to-end build. */
export const E2E_SITEMAP_CHUNK_SIZE = 10;
