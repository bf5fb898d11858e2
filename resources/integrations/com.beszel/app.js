// Beszel hub (0.9 and later, on PocketBase 0.23+): signs in with email and password and reads the
// `systems` collection. The token is kept between card runs, as a session would be.
const kit = require('@hearth/kit');

/** PocketBase answers at most 1000 records a page; 500 keeps each answer small. */
const perPage = 500;
const pageLimit = 5;

function hub(ctx) {
  return kit.baseUrl(ctx.appUrl);
}

async function signIn(ctx) {
  const { email, password, account } = ctx.config;
  kit.expect(email && password, 'enter the email and password of a Beszel user (or a PocketBase superuser)');
  const collection = account === 'superuser' ? '_superusers' : 'users';
  try {
    const answer = await ctx.post(`${hub(ctx)}/api/collections/${collection}/auth-with-password`, { identity: email, password });
    kit.expect(answer && typeof answer.token === 'string', 'no token in the sign-in answer: is this Beszel?');
    return answer.token;
  } catch (error) {
    // PocketBase says a wrong pair with 400 "Failed to authenticate.": a refusal, so the card backs off.
    if (kit.httpStatus(error) === 400) {
      const kind = account === 'superuser' ? 'PocketBase superuser' : 'Beszel user';
      throw kit.refused(`Beszel refused the email or password ("Failed to authenticate."; check them, and that this is a ${kind}: the Account setting chooses)`, 401);
    }
    throw error;
  }
}

/** Every system the account may see, page after page (at most 2,500). */
async function listSystems(ctx, token) {
  const items = [];
  for (let page = 1; page <= pageLimit; page++) {
    const answer = await ctx.get(`${hub(ctx)}/api/collections/systems/records`, {
      headers: { Authorization: `Bearer ${token}` },
      params: { page, perPage, sort: 'name', fields: 'id,name,status,info,updated' },
    });
    kit.expect(answer && Array.isArray(answer.items), 'no items in the systems list: is this Beszel?');
    items.push(...answer.items);
    if (page >= (answer.totalPages || 1)) return { items, total: answer.totalItems };
  }
  return { items, total: null };
}

/**
 * A kept token past its lifetime (a week for users, a day for superusers) is not refused:
 * PocketBase treats the request as a guest's and the list rule filters every system out. So an
 * empty list under a kept token signs in again once before it is believed.
 */
async function systemsOf(ctx) {
  if (ctx.keep && ctx.kept) {
    const listed = await listSystems(ctx, ctx.kept);
    if (listed.items.length > 0) return listed;
  }
  let token;
  try {
    token = await signIn(ctx);
  } catch (error) {
    if (ctx.keep) ctx.keep(null);
    throw error;
  }
  if (ctx.keep) ctx.keep(token);
  return listSystems(ctx, token);
}

function percent(value) {
  return kit.formatPercent(value, 0);
}

/** Load averages as `uptime` prints them ("0.70, 0.68, 0.86"); `—` from an agent that sends none. */
function loads(info) {
  return Array.isArray(info.la) ? info.la.map((n) => (typeof n === 'number' ? n.toFixed(2) : kit.missing)).join(', ') : kit.missing;
}

function row(system) {
  const info = system.info || {};
  const up = system.status === 'up';
  const load = Array.isArray(info.la) ? `, load ${loads(info)}` : '';
  const state = up ? `CPU ${percent(info.cpu)}, memory ${percent(info.mp)}, disk ${percent(info.dp)}, up ${kit.formatDuration(info.u)}${load}` : kit.escapeHtml(system.status);
  return `<dt${system.status === 'down' ? ' class="hk-down"' : ''}>${kit.escapeHtml(system.name)}</dt><dd>${state}</dd>`;
}

function busiest(items, key) {
  return items.filter((s) => s.status === 'up' && s.info && typeof s.info[key] === 'number').sort((a, b) => b.info[key] - a.info[key])[0];
}

Object.assign(global, kit.integration({
  test: async (ctx) => {
    await systemsOf(ctx);
  },
  card: async (ctx) => {
    const { items, total } = await systemsOf(ctx);
    const wanted = String(ctx.config.system || '').trim();
    if (wanted) {
      const system = items.find((s) => s.id === wanted || s.name === wanted);
      kit.expect(system, `no system "${wanted}" among the ${items.length} this account sees`);
      const info = system.info || {};
      return {
        template: 'system.tpl',
        values: {
          name: system.name, status: system.status, cpu: percent(info.cpu), memory: percent(info.mp), disk: percent(info.dp),
          network: kit.formatRate(info.bb), uptime: kit.formatDuration(info.u), agent: info.v,
          load: loads(info),
          appUrl: hub(ctx),
        },
      };
    }
    const cpu = busiest(items, 'cpu');
    const disk = busiest(items, 'dp');
    return {
      values: {
        systems: kit.formatCount(total === null ? items.length : total) + (total === null ? '+' : ''),
        up: kit.formatCount(items.filter((s) => s.status === 'up').length),
        down: kit.formatCount(items.filter((s) => s.status === 'down').length),
        paused: kit.formatCount(items.filter((s) => s.status === 'paused' || s.status === 'pending').length),
        cpu: cpu ? percent(cpu.info.cpu) : kit.missing,
        cpuName: cpu ? cpu.name : kit.missing,
        disk: disk ? percent(disk.info.dp) : kit.missing,
        diskName: disk ? disk.name : kit.missing,
        rows: items.slice(0, 50).map(row).join(''),
        appUrl: hub(ctx),
      },
      html: ['rows'],
    };
  },
}));
