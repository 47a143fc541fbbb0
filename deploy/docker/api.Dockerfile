# The /homeapi server on PostgreSQL (DATABASE_URL). It migrates and seeds at start under an advisory
# lock, so several replicas may start at once.
#   docker build -f deploy/docker/api.Dockerfile .

FROM node:24.21-bookworm-slim AS build
ARG PNPM_VERSION=10.34.9
WORKDIR /src
RUN npm install --global "pnpm@${PNPM_VERSION}"
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN pnpm fetch
COPY . .
RUN pnpm install --offline --frozen-lockfile --filter "./api..." \
    && pnpm --filter "./api" run build \
    && pnpm --filter "./api" deploy --prod --legacy /out

FROM node:24.21-bookworm-slim
ENV NODE_ENV=production \
    PORT=8080 \
    HOST=0.0.0.0 \
    TRUST_PROXY=1 \
    SITE_ROOT=/nonexistent
WORKDIR /app
COPY --from=build /out/package.json ./package.json
COPY --from=build /out/node_modules ./node_modules
COPY --from=build /src/api/dist ./dist
COPY --from=build /src/api/drizzle ./drizzle
# The uploads volume mounts here; created as the node user so a fresh volume is writable.
RUN mkdir -p /data/uploads && chown node:node /data/uploads
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
    CMD node -e "fetch('http://127.0.0.1:8080/homeapi/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "dist/main.js"]
