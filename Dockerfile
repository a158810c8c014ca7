FROM node:20-bookworm-slim
# Debian's Chromium renders diplomas and certificates (puppeteer-core) in the Inter and Lora they
# embed from node_modules; DejaVu covers any letter those lack. Nothing downloads a browser.
RUN apt-get update && apt-get install -y --no-install-recommends chromium fonts-dejavu-core ca-certificates && rm -rf /var/lib/apt/lists/*
ENV CHROMIUM_PATH=/usr/bin/chromium
WORKDIR /app
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY workers/package.json workers/
COPY frontend/package.json frontend/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
# Production from here on: the configuration refuses development secrets and the mail catcher.
ENV NODE_ENV=production
USER node
EXPOSE 3000
CMD ["node", "dist/backend/main.js"]
