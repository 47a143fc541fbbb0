# One static app of the shop (the host or a remote) as its own small nginx image.
#   docker build -f deploy/docker/static-app.Dockerfile --build-arg APP=mf-catalog .
# The build stage installs only APP and the workspace packages it depends on, and builds only APP.

FROM node:24.21-bookworm-slim AS build
ARG APP
ARG PNPM_VERSION=10.34.9
WORKDIR /src
RUN npm install --global "pnpm@${PNPM_VERSION}"
# The lockfile alone decides what is downloaded, so this layer stays cached until it changes.
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN pnpm fetch
COPY . .
RUN test -n "${APP}" \
    && pnpm install --offline --frozen-lockfile --filter "./${APP}..." \
    && pnpm --filter "./${APP}" run build

FROM nginxinc/nginx-unprivileged:1.29-alpine
ARG APP
# A remote answers 404 for unknown paths; the host's service sets APP_FALLBACK=/index.html.
ENV APP_PORT=8080 \
    APP_ROOT=/usr/share/nginx/html \
    APP_FALLBACK="=404"
COPY deploy/static-app/default.conf.template /etc/nginx/templates/default.conf.template
COPY --from=build /src/${APP}/dist /usr/share/nginx/html
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --retries=3 CMD wget -q -O /dev/null http://127.0.0.1:8080/healthz || exit 1
