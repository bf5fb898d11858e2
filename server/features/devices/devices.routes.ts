import { Router, type Request } from 'express';
import type { AppContext } from '../../context.js';
import { deviceReorderSchema, deviceSaveSchema, scanRequestSchema } from '../../../shared/contracts/devices.js';
import { normaliseId } from '../../../shared/contracts/ids.js';
import { messages } from '../../../shared/messages.js';
import { currentUser, requireSuperAdmin } from '../../http/auth.js';
import { badRequest, notFound } from '../../http/errors.js';
import { parse } from '../../http/validate.js';
import * as devices from './devices.service.js';
import { listDevices, reorderDevices } from './devices.repo.js';
import type { DeviceMonitor } from './device-monitor.js';
import { deviceStatusChannel } from './status-channel.js';
import { wakeDevice } from './wake.js';
import { ScanRegistry, readArpTable } from './scanner.js';
import { checkReach, reachPolicy } from '../../net/reach.js';
import { scanInterfaces, subnetHosts } from './subnet.js';

function pathId(req: Request): string {
  const value = req.params.id;
  const id = normaliseId(typeof value === 'string' ? value : undefined);
  if (!id) throw notFound(messages.deviceNotFound);
  return id;
}

/** The device calls (spec-features §7) and the device-status socket at `/`. */
export function deviceRoutes(ctx: AppContext, monitor: DeviceMonitor): Router {
  const router = Router();
  const { db } = ctx;
  const scans = new ScanRegistry();
  ctx.hub.register(deviceStatusChannel(db, monitor, ctx.log));
  ctx.onClose(() => monitor.stop());

  router.post('/networkdevices/save/device', async (req, res) => {
    const body = parse(deviceSaveSchema, req.body);
    const user = currentUser(req);
    // The server pings the device and sends wake packets to its broadcast address: the reach rule.
    const reach = reachPolicy(user, ctx.config);
    for (const address of [body.deviceIp, body.broadcastAddress]) if (address) await checkReach(address, reach, 'original');
    const { message, device } = devices.saveDevice(db, user.id, body);
    res.json({ error: false, message, device });
  });

  router.get('/networkdevices/db/devices', (req, res) => {
    res.json({ error: false, message: { items: devices.deviceList(db, currentUser(req).id) } });
  });

  // The front list answers from the database: the statuses arrive over the socket.
  router.get('/networkdevices/devices', (req, res) => {
    res.json({ error: false, message: { items: devices.deviceList(db, currentUser(req).id) } });
  });

  // No id ("undefined": the add form of the original client) reads as a new device: null.
  router.get('/networkdevices/device/:id', (req, res) => {
    const id = normaliseId(req.params.id);
    res.json({ error: false, message: id ? devices.deviceDetail(db, currentUser(req).id, id) : null });
  });

  router.get('/networkdevices/delete/:id', (req, res) => {
    devices.removeDevice(db, currentUser(req).id, pathId(req));
    res.json({ error: false, message: messages.deviceDeleted });
  });

  router.post('/networkdevices/device/reorder', (req, res) => {
    const { items } = parse(deviceReorderSchema, req.body);
    reorderDevices(db, currentUser(req).id, items);
    res.json({ error: false, message: messages.devicesReordered });
  });

  router.get('/networkdevices/wake/:id', async (req, res) => {
    const user = currentUser(req);
    devices.requireDeviceFeature(user, ctx.config.isHostMode, 'original');
    await wakeDevice(db, monitor, user.id, pathId(req), ctx.config.interfaces);
    res.json({ error: false, message: messages.magicPacketSent });
  });

  router.get('/networkdevices/scan/interfaces', (req, res) => {
    const user = requireSuperAdmin(req, 'hearth');
    devices.requireDeviceFeature(user, ctx.config.isHostMode, 'hearth');
    res.json({ error: false, message: { items: scanInterfaces() } });
  });

  // An explicit action only: it offers what it found and never adds a device by itself.
  router.post('/networkdevices/scan', async (req, res) => {
    const user = requireSuperAdmin(req, 'hearth');
    devices.requireDeviceFeature(user, ctx.config.isHostMode, 'hearth');
    const { interface: name } = parse(scanRequestSchema, req.body);
    const chosen = scanInterfaces().find((info) => !name || info.name === name);
    if (!chosen) throw badRequest(messages.scanNoInterface);
    const targets = subnetHosts(chosen.address, Number(chosen.cidr.split('/')[1]));
    if (!targets) throw badRequest(messages.scanTooLarge);
    const found = await scans.run(chosen.cidr, targets, { pool: monitor.pool, readArp: () => readArpTable(ctx.config.machine.platform) });
    const knownMacs = new Set(listDevices(db, user.id).map((row) => row.deviceMac));
    const items = found.map((entry) => ({ ...entry, known: knownMacs.has(entry.mac) }));
    res.json({ error: false, message: { cidr: chosen.cidr, items } });
  });
  return router;
}
