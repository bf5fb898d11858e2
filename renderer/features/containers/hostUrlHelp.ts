/** The kinds of engine address the host form explains, with an example of each (`key`: its text in the catalogue's docker.urlHelp). */
export const hostUrlExamples = [
  { scheme: 'unix://', key: 'unix', example: 'unix:///var/run/docker.sock', text: 'the local Docker socket (or podman\u2019s, e.g. unix:///run/podman/podman.sock)' },
  { scheme: 'npipe://', key: 'npipe', example: 'npipe:////./pipe/docker_engine', text: 'Docker Desktop\u2019s named pipe on Windows' },
  { scheme: 'tcp://', key: 'tcp', example: 'tcp://host:2376', text: 'an engine over TCP: with TLS client certificates, or a read-only socket proxy such as tecnativa/docker-socket-proxy (tcp://proxy:2375)' },
] as const;

/** Whether the address goes over TCP, where the TLS client certificate fields apply. */
export function isTcpUrl(url: string): boolean {
  return /^tcp:\/\//i.test(url.trim());
}
