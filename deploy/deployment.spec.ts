import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';

/**
 * The deployment files parse and keep what running across machines relies on: compose's API copies
 * reached only through the proxy, the proxy's socket.io settings, and the Kubernetes example's
 * probes, settings and Ingress. Nothing here starts a container; `npm run check:cluster` runs the
 * proxy configuration for real.
 */
const root = join(__dirname, '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

// Loose shapes: only what the assertions read.
interface ComposeService {
  image?: string;
  command?: string[];
  ports?: string[];
  expose?: string[];
  volumes?: string[];
  environment?: Record<string, string | null>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  restart?: string;
}
interface Compose {
  include?: string[];
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}
interface Probe {
  httpGet?: { path: string; port: string | number };
  tcpSocket?: { port: string | number };
}
interface Container {
  name: string;
  command?: string[];
  ports?: { name: string; containerPort: number }[];
  envFrom?: ({ configMapRef: { name: string } } | { secretRef: { name: string } })[];
  env?: { name: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } }[];
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  startupProbe?: Probe;
  readinessProbe?: Probe;
  livenessProbe?: Probe;
}
interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; annotations?: Record<string, string> };
  spec?: {
    selector?: { matchLabels?: Record<string, string> } & Record<string, unknown>;
    template?: { metadata: { labels: Record<string, string> }; spec: { containers: Container[]; initContainers?: Container[] } };
    rules?: { http: { paths: { backend: { service: { name: string; port: { name: string } } } }[] } }[];
    ports?: { name: string; targetPort: string }[];
  };
  data?: Record<string, string>;
}

const composeFile = (path: string) => parse(read(path), { merge: true }) as Compose;
const compose = composeFile('docker-compose.yml');
const services = { ...compose.services, ...composeFile('docker-compose.services.yml').services };

const proxyTemplate = read('deploy/nginx/templates/default.conf.template');
/** The route cookie the proxy pins a browser to one copy with. */
const routeCookie = /map \$cookie_(\w+) \$lesne_route \{/.exec(proxyTemplate)?.[1];
/** The template's blocks `location [=] … { … }`, which hold no blocks of their own. */
const locations = [...proxyTemplate.matchAll(/location\s+(?:=\s+)?(\S+)\s*\{([^{}]*)\}/g)].map(([, path, body]) => ({ path, body }));

const manifestDir = 'docs/ops/kubernetes';
const manifestFiles = readdirSync(join(root, manifestDir)).filter((file) => file.endsWith('.yaml'));
const manifests: Manifest[] = manifestFiles
  .filter((file) => file !== 'kustomization.yaml')
  .flatMap((file) =>
    parseAllDocuments(read(join(manifestDir, file))).map((document) => {
      if (document.errors.length) throw new Error(`${file}: ${document.errors.map((error) => error.message).join('; ')}`);
      return document.toJS() as Manifest;
    }),
  );
const find = (kind: string, name: string) => {
  const found = manifests.find((manifest) => manifest.kind === kind && manifest.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name} in ${manifestDir}`);
  return found;
};
const containerOf = (deployment: Manifest) => deployment.spec!.template!.spec.containers[0];
const sources = (container: Container) => (container.envFrom ?? []).map((source) => ('configMapRef' in source ? `config:${source.configMapRef.name}` : `secret:${source.secretRef.name}`));

/** The settings compose refuses to start without (`${NAME:?…}`): a deployment anywhere must set them. */
const requiredSettings = [...read('docker-compose.yml').matchAll(/\$\{(\w+):\?/g)].map(([, name]) => name);

describe('docker compose', () => {
  it('publishes no API port: every copy is reached through the proxy, which publishes one', () => {
    expect(services.api.ports).toBeUndefined();
    expect(services.proxy.ports).toEqual(['${HTTP_PORT:-3000}:80']);
    expect(services.proxy.depends_on).toEqual({ api: { condition: 'service_healthy' } });
    expect(services.api.environment?.TRUST_PROXY).toBe('${TRUST_PROXY:-1}');
  });

  it('gives the proxy the template and a DNS-resolved upstream that sees every scaled API copy', () => {
    expect(services.proxy.image).toMatch(/^nginx:1\.(2[89]|[3-9]\d)/);
    expect(services.proxy.volumes).toContain('./deploy/nginx/templates:/etc/nginx/templates:ro');
    expect(services.proxy.environment?.API_UPSTREAM).toMatch(/resolver 127\.0\.0\.11\b.*server api:3000 resolve;/);
    const placeholders = new Set([...proxyTemplate.matchAll(/\$\{(\w+)\}/g)].map(([, name]) => name));
    expect([...placeholders].sort()).toEqual(Object.keys(services.proxy.environment ?? {}).sort());
  });

  it('keeps Postgres and Redis on named volumes, Redis as an append-only file', () => {
    expect(services.postgres.volumes).toEqual(['pgdata:/var/lib/postgresql/data']);
    expect(services.redis.volumes).toEqual(['redisdata:/data']);
    expect(services.redis.command).toEqual(expect.arrayContaining(['--appendonly', 'yes']));
    expect(Object.keys(composeFile('docker-compose.services.yml').volumes ?? {})).toEqual(['pgdata', 'redisdata']);
  });

  it('restarts every service and checks the health of those others wait for', () => {
    for (const [name, service] of Object.entries(services)) expect([name, service.restart]).toEqual([name, 'unless-stopped']);
    for (const name of ['api', 'proxy', 'postgres', 'redis']) expect(services[name].healthcheck).toBeDefined();
  });
});

describe('the proxy configuration', () => {
  it('passes websocket upgrades on and tells the API who the client is', () => {
    expect(proxyTemplate).toMatch(/proxy_http_version 1\.1;/);
    expect(proxyTemplate).toMatch(/proxy_set_header Upgrade \$http_upgrade;/);
    expect(proxyTemplate).toMatch(/proxy_set_header Connection \$connection_upgrade;/);
    expect(proxyTemplate).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
    expect(proxyTemplate).toMatch(/proxy_set_header X-Forwarded-Proto \$scheme;/);
  });

  it('sets no header in a location, where it would drop every header set for the whole server', () => {
    expect(locations.map(({ path }) => path)).toEqual(['/', '/metrics', '/socket.io/']);
    for (const { body } of locations) expect(body).not.toMatch(/proxy_set_header/);
  });

  it("keeps socket.io's long-polling on one copy by the route cookie, and its quiet sockets open", () => {
    expect(routeCookie).toBe('lesne_route');
    expect(proxyTemplate).toMatch(/hash \$lesne_route consistent;/);
    const socketIo = locations.find(({ path }) => path === '/socket.io/')!;
    expect(socketIo.body).toMatch(/proxy_read_timeout 1h;/);
  });

  it('keeps /metrics from the public side: Prometheus scrapes each copy directly', () => {
    expect(locations.find(({ path }) => path === '/metrics')?.body.trim()).toBe('return 404;');
  });
});

describe('the Kubernetes example', () => {
  it('lists every manifest in its kustomization, in the namespace lesne', () => {
    const kustomization = parse(read(join(manifestDir, 'kustomization.yaml'))) as { namespace: string; resources: string[] };
    expect([...kustomization.resources].sort()).toEqual(manifestFiles.filter((file) => file !== 'kustomization.yaml').sort());
    expect(kustomization.namespace).toBe('lesne');
    for (const manifest of manifests) {
      expect(manifest.apiVersion).toBeTruthy();
      if (manifest.kind !== 'Namespace') expect([manifest.kind, manifest.metadata.namespace]).toEqual([manifest.kind, 'lesne']);
    }
  });

  it('runs the API with its settings, sized, and ready only when /api/v1/health answers', () => {
    const api = find('Deployment', 'lesne-api');
    const container = containerOf(api);
    expect(container.command).toEqual(services.api.command);
    expect(sources(container)).toEqual(['config:lesne-config', 'secret:lesne-secrets']);
    expect(container.resources?.requests).toMatchObject({ cpu: expect.any(String), memory: expect.any(String) });
    const port = container.ports![0].name;
    for (const probe of [container.startupProbe, container.readinessProbe]) expect(probe?.httpGet).toEqual({ path: '/api/v1/health', port });
    expect(container.livenessProbe?.tcpSocket).toEqual({ port });
  });

  it('starts the workers with the same settings once the API answers healthy', () => {
    const workers = find('Deployment', 'lesne-workers');
    const container = containerOf(workers);
    expect(container.command).toEqual(services.workers.command);
    expect(sources(container)).toEqual(['config:lesne-config', 'secret:lesne-secrets']);
    expect(workers.spec!.template!.spec.initContainers![0].command!.join(' ')).toContain('http://lesne-api/api/v1/health');
  });

  it('routes the Ingress to the API pods with cookie affinity and long reads for socket.io', () => {
    const ingress = find('Ingress', 'lesne');
    expect(ingress.metadata.annotations).toMatchObject({
      'nginx.ingress.kubernetes.io/affinity': 'cookie',
      'nginx.ingress.kubernetes.io/session-cookie-name': routeCookie,
      'nginx.ingress.kubernetes.io/proxy-read-timeout': '3600',
    });
    const { name, port } = ingress.spec!.rules![0].http.paths[0].backend.service;
    const service = find('Service', name);
    expect(service.spec!.ports!.map((servicePort) => servicePort.name)).toContain(port.name);
    expect(service.spec!.selector).toEqual(find('Deployment', 'lesne-api').spec!.template!.metadata.labels);
    expect(containerOf(find('Deployment', 'lesne-api')).ports!.map((containerPort) => containerPort.name)).toContain(service.spec!.ports![0].targetPort);
  });

  it('sets every setting compose requires, in the config or in the secret the guide creates', () => {
    const config = find('ConfigMap', 'lesne-config').data ?? {};
    const secretKeys = [...read('docs/ops/kubernetes.md').matchAll(/--from-literal=(\w+)=/g)].map(([, key]) => key);
    expect(requiredSettings.length).toBeGreaterThan(5);
    for (const setting of requiredSettings) expect([setting, setting in config || secretKeys.includes(setting)]).toEqual([setting, true]);
    const secretReads = manifests
      .flatMap((manifest) => manifest.spec?.template?.spec.containers ?? [])
      .flatMap((container) => container.env ?? [])
      .flatMap(({ valueFrom }) => (valueFrom?.secretKeyRef ? [valueFrom.secretKeyRef.key] : []));
    for (const key of secretReads) expect(secretKeys).toContain(key);
  });
});
