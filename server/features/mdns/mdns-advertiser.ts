import makeMdns from 'multicast-dns';
import type { RemoteInfo } from 'node:dgram';
import { sameSubnet, type LanInterface } from '../../net/lan-addresses.js';
import { advertisedRecords, answerQuery, goodbyeRecords, type Advertisement } from './mdns-records.js';

const mdnsPort = 5353;

export interface MdnsAdvertiser {
  /** Follows the machine's LAN interfaces: one responder per interface, each answering with its own address. */
  update(interfaces: readonly LanInterface[]): void;
  /** Says goodbye (TTL 0) on every interface and closes the sockets. */
  close(): Promise<void>;
}

interface Responder {
  iface: LanInterface;
  records: ReturnType<typeof advertisedRecords>;
  mdns: makeMdns.MulticastDNS;
}

/**
 * Advertises Hearth over mDNS / DNS-SD (RFC 6762, 6763) while it shares on the LAN: hearth.local,
 * _http._tcp and _https._tcp. multicast-dns speaks the protocol; this decides what to say where.
 */
export function startMdnsAdvertiser(options: { service: Omit<Advertisement, 'address'>; log: (line: string) => void; port?: number }): MdnsAdvertiser {
  const responders = new Map<string, Responder>();
  const port = options.port ?? mdnsPort;
  let warned = false;

  function open(iface: LanInterface): Responder {
    // Bound to all addresses (multicast is not delivered to a socket bound to a unicast address
    // on Linux), sending and joining the group on this interface only.
    const mdns = makeMdns({ interface: iface.address, bind: '0.0.0.0', port, loopback: true });
    const responder: Responder = { iface, records: advertisedRecords({ ...options.service, address: iface.address }), mdns };
    mdns.on('query', (query, rinfo: RemoteInfo) => {
      // Every socket on 5353 sees every query: only the one on the asker's subnet answers.
      if (!sameSubnet(rinfo.address, iface.address, iface.netmask)) return;
      const { answers, additionals } = answerQuery(query.questions, responder.records);
      if (answers.length === 0) return;
      // A one-shot (legacy) querier sends from another port and hears only a direct answer (RFC 6762 §6.7).
      if (rinfo.port !== port) mdns.respond({ id: query.id, questions: query.questions, answers, additionals }, { port: rinfo.port, address: rinfo.address });
      else mdns.respond({ answers, additionals });
    });
    mdns.on('error', (error: Error) => {
      if (!warned) options.log(`Hearth could not advertise hearth.local on ${iface.address}: ${error.message}`);
      warned = true;
    });
    mdns.on('warning', () => undefined);
    // Announce twice, a second apart (RFC 6762 §8.3), so browsers that are already looking see Hearth.
    mdns.respond({ answers: responder.records });
    const again = setTimeout(() => mdns.respond({ answers: responder.records }), 1000);
    again.unref();
    mdns.once('destroyed', () => clearTimeout(again));
    return responder;
  }

  function goodbye(responder: Responder): Promise<void> {
    return new Promise((resolve) => {
      responder.mdns.respond({ answers: goodbyeRecords(responder.records) }, () => {
        responder.mdns.emit('destroyed');
        responder.mdns.destroy(() => resolve());
      });
    });
  }

  const advertiser: MdnsAdvertiser = {
    update(interfaces) {
      const wanted = new Map(interfaces.map((iface) => [`${iface.address}/${iface.netmask}`, iface]));
      for (const [key, responder] of responders) {
        if (wanted.has(key)) continue;
        responders.delete(key);
        void goodbye(responder);
      }
      for (const [key, iface] of wanted) if (!responders.has(key)) responders.set(key, open(iface));
    },
    async close() {
      const all = [...responders.values()];
      responders.clear();
      await Promise.all(all.map(goodbye));
    },
  };
  return advertiser;
}
