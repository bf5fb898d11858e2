// Portainer: an access token (X-API-Key) or a JWT from a password sign-in, then the Docker info of
// the first Docker environment that is up.
const kit = require('@hearth/kit');

// Environment types that speak the Docker API through Portainer's proxy: Docker, agent on Docker,
// Edge agent on Docker (3 is Azure ACI, 5-7 Kubernetes). Status 1 is up, 2 down.
const dockerTypes = [1, 2, 4];
const statusUp = 1;

async function signIn(ctx) {
  const url = kit.baseUrl(ctx.appUrl);
  const apiKey = String(ctx.config.apikey || '').trim();
  // Access tokens (2.11+) go in X-API-Key; Portainer reads a Bearer token as a JWT only.
  if (apiKey !== '') return { url, headers: { 'X-API-Key': apiKey } };
  kit.expect(String(ctx.config.username || '').trim() !== '', 'no access token and no username: fill in one of the two');
  const body = await ctx.post(`${url}/api/auth`, { username: ctx.config.username, password: ctx.config.password || '' });
  kit.expect(body && body.jwt, 'Portainer sent no token');
  return { url, headers: { Authorization: `Bearer ${body.jwt}` } };
}

async function dockerEnvironment(ctx) {
  const { url, headers } = await signIn(ctx);
  const environments = await ctx.get(`${url}/api/endpoints`, { headers });
  kit.expect(Array.isArray(environments), 'Portainer did not list its environments');
  const environment = environments.find((e) => e && dockerTypes.includes(Number(e.Type)) && Number(e.Status) === statusUp);
  kit.expect(environment, 'Portainer has no Docker environment that is up (Kubernetes and Azure environments are not shown)');
  return { url, headers, environment };
}

Object.assign(global, kit.integration({
  test: dockerEnvironment,
  card: async (ctx) => {
    const { url, headers, environment } = await dockerEnvironment(ctx);
    const info = await ctx.get(`${url}/api/endpoints/${encodeURIComponent(environment.Id)}/docker/info`, { headers });
    kit.expect(info && typeof info.Containers === 'number', 'no container counts in the Docker info');
    return {
      values: {
        environment: environment.Name,
        containers: kit.formatCount(info.Containers),
        images: kit.formatCount(info.Images),
        containersRunning: kit.formatCount(info.ContainersRunning),
        containersPaused: kit.formatCount(info.ContainersPaused),
        containersStopped: kit.formatCount(info.ContainersStopped),
        version: info.ServerVersion,
        portainerLink: url,
      },
    };
  },
}));
