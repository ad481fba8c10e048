# One image for the core server, the worker and the Auth emulator of docker-compose.yml.
FROM node:24-slim
RUN corepack enable && corepack prepare pnpm@10.34.9 --activate
WORKDIR /app
COPY . .
RUN pnpm install --frozen-lockfile \
  && pnpm --dir web/candidate build \
  && pnpm --dir web/tutor build
EXPOSE 8080
# The heap and allocator settings of the server and the worker (services/core/src/main/service-process.ts, which a
# test holds this file and docker-compose.yml to).
ENV MALLOC_MMAP_THRESHOLD_=131072
CMD ["node", "--max-semi-space-size=16", "--max-old-space-size=160", "services/core/src/main/start.ts"]
