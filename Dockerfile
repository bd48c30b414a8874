# The site as one container: built at image build time, run as the non-root `node` user, with the
# database and uploads on a volume at /data. Written for Docker/Podman; not built on the development
# machine (no container engine there).
FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc* ./
RUN npm ci
COPY . .
ENV ASTRO_TELEMETRY_DISABLED=1
# DEMO_DATA=false: no demo photos to prepare (node_modules/.cache/demo-photos) for an image that never seeds.
RUN DEMO_DATA=false npm run build && npm prune --omit=dev

FROM node:24-slim
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=4321 \
    SKIP_BUILD=true \
    ASTRO_TELEMETRY_DISABLED=1 \
    DATABASE_PATH=/data/site.db \
    UPLOADS_DIR=/data/uploads \
    MAIL_OUTBOX_DIR=/data/outbox \
    DEMO_DATA=false
# dist/ is the build from the stage above.
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 4321
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:4321/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# npm passes SIGTERM on to the server, which then stops gracefully; the heap bound is set in package.json. Node 24
# runs the server's TypeScript (src/cli/start.ts, src/serve/) as it is, by stripping the types: nothing to compile.
CMD ["npm", "start"]
