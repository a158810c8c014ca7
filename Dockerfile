FROM node:20-bookworm-slim
# Debian's Chromium renders diplomas and certificates (puppeteer-core); nothing downloads a browser.
RUN apt-get update && apt-get install -y --no-install-recommends chromium ca-certificates && rm -rf /var/lib/apt/lists/*
ENV CHROMIUM_PATH=/usr/bin/chromium
WORKDIR /app
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY workers/package.json workers/
COPY frontend/package.json frontend/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
EXPOSE 3000
CMD ["node", "dist/backend/main.js"]
