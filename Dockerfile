# The site as one self-contained server (Next's `output: "standalone"`), for deploy/compose.yaml.
# Built the way `npm run cluster` builds it (scripts/lib/cluster.ts, buildStandalone):
# NEXT_OUTPUT=standalone and REDIS_URL at build time select the standalone output and the shared
# cache handler; the build prerenders pages, so CONTENT_API_URL must answer during the build.
FROM node:24-bookworm-slim AS build
WORKDIR /app
# npm workspaces (root package.json): each workspace's package.json is in place before the install,
# so `npm ci` installs exactly the lockfile for all three packages (it fails if package.json and the lockfile disagree).
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY content-service/package.json content-service/
RUN npm ci
COPY . .
ARG CONTENT_API_URL
ARG CONTENT_API_TOKEN
ARG CONTENT_PREVIEW_API_URL
ARG CONTENT_PREVIEW_API_TOKEN
ARG NEXT_PUBLIC_SITE_URL
ARG NEXT_PUBLIC_IMAGE_CDN_URL
ARG REDIS_URL=redis://redis:6379
ENV NEXT_OUTPUT=standalone \
    NEXT_DIST_DIR=.next \
    NEXT_TELEMETRY_DISABLED=1 \
    CONTENT_API_URL=$CONTENT_API_URL \
    CONTENT_API_TOKEN=$CONTENT_API_TOKEN \
    CONTENT_PREVIEW_API_URL=$CONTENT_PREVIEW_API_URL \
    CONTENT_PREVIEW_API_TOKEN=$CONTENT_PREVIEW_API_TOKEN \
    NEXT_PUBLIC_SITE_URL=$NEXT_PUBLIC_SITE_URL \
    NEXT_PUBLIC_IMAGE_CDN_URL=$NEXT_PUBLIC_IMAGE_CDN_URL \
    REDIS_URL=$REDIS_URL
RUN npm run build \
 && cp -r .next/static .next/standalone/.next/static \
 && cp -r public .next/standalone/public

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 NEXT_DIST_DIR=.next HOSTNAME=0.0.0.0 PORT=3000
COPY --from=build --chown=node:node /app/.next/standalone ./
USER node
EXPOSE 3000
CMD ["node", "server.js"]
