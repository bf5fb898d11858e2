// Portainer: an access token (X-API-Key), or a username and password for a JWT; then the Docker
// info of the first Docker environment that is up (a Kubernetes or Azure one, or one that is
// down, has none to give).
const kit = require('@hearth/kit');

// Portainer's EndpointType: 1 Docker, 2 Agent on Docker, 4 Edge agent on Docker (3 is Azure,
// 5-7 Kubernetes). EndpointStatus: 1 up, 2 down.
const dockerTypes = [1, 2, 4];
const up = 1;

async function access(ctx) {
  const url = kit.baseUrl(ctx.appUrl);
  const token = String(ctx.config.accessToken || '').trim();
  if (token) return { url, headers: { 'X-API-Key': token } };
  if (!ctx.config.username || !ctx.config.password) throw new Error('enter an access token, or a username and password');
  const body = await ctx.post(`${url}/api/auth`, { username: ctx.config.username, password: ctx.config.password });
  kit.expect(body && body.jwt, 'Portainer sent no token');
  return { url, headers: { Authorization: `Bearer ${body.jwt}` } };
}

async function dockerEnvironment(ctx) {
  const { url, headers } = await access(ctx);
  const environments = await ctx.get(`${url}/api/endpoints`, { headers });
  kit.expect(Array.isArray(environments), 'the environment list is not a list');
  const docker = environments.filter((e) => dockerTypes.includes(e.Type));
  const chosen = docker.find((e) => e.Status === up);
  if (!chosen) {
    throw new Error(docker.length > 0 ? `no Docker environment is up (${docker.map((e) => e.Name).join(', ')} down)` : 'Portainer has no Docker environment');
  }
  return { url, headers, environment: chosen };
}

Object.assign(global, kit.integration({
  test: dockerEnvironment,
  // A wrong password is a 422 "Invalid credentials" (api/http/handler/auth/authenticate.go).
  fixes: { 422: 'check the username and password, or use an access token', 401: 'check the access token' },
  card: async (ctx) => {
    const { url, headers, environment } = await dockerEnvironment(ctx);
    const info = await ctx.get(`${url}/api/endpoints/${environment.Id}/docker/info`, { headers });
    kit.expect(info && typeof info.Containers === 'number', 'no container counts in the Docker info');
    return {
      values: {
        containers: kit.formatCount(info.Containers),
        images: kit.formatCount(info.Images),
        containersRunning: kit.formatCount(info.ContainersRunning),
        containersPaused: kit.formatCount(info.ContainersPaused),
        containersStopped: kit.formatCount(info.ContainersStopped),
        version: info.ServerVersion,
        environment: environment.Name,
        portainerLink: url,
      },
    };
  },
}));
