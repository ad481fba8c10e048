# One image for the core server, the worker and the Auth emulator of docker-compose.yml.
FROM node:24-slim
RUN corepack enable && corepack prepare pnpm@10.34.9 --activate
WORKDIR /app
COPY . .
RUN pnpm install --frozen-lockfile \
  && pnpm --dir web/candidate build \
  && pnpm --dir web/tutor build
EXPOSE 8080
CMD ["node", "services/core/src/main/start.ts"]
