import { connect, type AddressInfo } from 'node:net'
import { serve } from 'srvx/node'
import { afterEach, describe, expect, it } from 'vitest'
import { nodeServerOptions } from './limits.ts'

const closers: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const close of closers.splice(0)) await close()
})

async function listen(
  options = nodeServerOptions({ headersTimeoutMs: 300, requestTimeoutMs: 600 }),
) {
  const server = serve({
    fetch: async (request) => new Response(`read ${(await request.bytes()).byteLength}`),
    port: 0,
    hostname: '127.0.0.1',
    silent: true,
    gracefulShutdown: false,
    node: options,
  })
  await server.ready()
  closers.push(() => server.close(true))
  return (server.node!.server!.address() as AddressInfo).port
}

/** Sends `start` and then nothing more; resolves with what the server sent before it closed. */
function sendAndStall(port: number, start: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(start))
    let got = ''
    socket.setEncoding('latin1').on('data', (chunk: string) => (got += chunk))
    socket.on('close', () => resolve(got))
    socket.on('error', reject)
  })
}

describe('request time limits', () => {
  it('fit a 64 KiB form: headers within 10 s, the whole request within 20 s, checked every second', () => {
    expect(nodeServerOptions()).toEqual({
      headersTimeout: 10_000,
      requestTimeout: 20_000,
      connectionsCheckingInterval: 1000,
    })
  })

  it('cut off a body sent slowly with 408, and headers sent slowly', async () => {
    const port = await listen()
    const body = await sendAndStall(
      port,
      'POST /contact-us/ HTTP/1.1\r\nHost: a\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 60000\r\n\r\nname=',
    )
    expect(body).toMatch(/^HTTP\/1\.1 408 /u)
    const headers = await sendAndStall(port, 'GET / HTTP/1.1\r\nHost: a\r\nX-Slow: ')
    expect(headers).toMatch(/^HTTP\/1\.1 408 /u)
  })
})
