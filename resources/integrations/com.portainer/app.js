// Portainer: sign in for a JWT, then the Docker info of the first environment.
const kit = require('@hearth/kit');

async function signIn(ctx) {
  const url = kit.baseUrl(ctx.appUrl);
  const body = await ctx.post(`${url}/api/auth`, { username: ctx.config.username, password: ctx.config.password });
  kit.expect(body && body.jwt, 'Portainer sent no token');
  return { url, headers: { Authorization: `Bearer ${body.jwt}` } };
}

Object.assign(global, kit.integration({
  test: signIn,
  card: async (ctx) => {
    const { url, headers } = await signIn(ctx);
    const endpoints = await ctx.get(`${url}/api/endpoints`, { headers });
    kit.expect(Array.isArray(endpoints) && endpoints.length > 0, 'Portainer has no environment');
    const info = await ctx.get(`${url}/api/endpoints/${endpoints[0].Id}/docker/info`, { headers });
    kit.expect(info && typeof info.Containers === 'number', 'no container counts in the Docker info');
    return {
      values: {
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
