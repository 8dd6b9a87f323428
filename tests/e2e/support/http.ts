import type { Socket } from 'node:net'

/** Reads HTTP/1.1 responses off a raw socket, one at a time (Content-Length or chunked). */
export function responses(socket: Socket) {
  let buffer = ''
  let failure: Error | undefined
  let ended = false
  const waiting: Array<() => void> = []
  const wake = () => waiting.splice(0).forEach((fn) => fn())
  socket.setEncoding('latin1')
  socket.on('data', (chunk: string) => {
    buffer += chunk
    wake()
  })
  socket.on('end', () => {
    ended = true
    wake()
  })
  socket.on('error', (error) => {
    failure = error
    wake()
  })
  socket.on('close', wake)
  function take(): { status: number; head: string; body: string } | undefined {
    const end = buffer.indexOf('\r\n\r\n')
    if (end === -1) return undefined
    const head = buffer.slice(0, end)
    const rest = buffer.slice(end + 4)
    const length = /^content-length: *(\d+)$/im.exec(head)?.[1]
    let body: string
    if (length !== undefined) {
      if (rest.length < Number(length)) return undefined
      body = rest.slice(0, Number(length))
      buffer = rest.slice(Number(length))
    } else if (/^transfer-encoding: *chunked$/im.test(head)) {
      const last = rest.indexOf('0\r\n\r\n')
      if (last === -1) return undefined
      body = rest.slice(0, last)
      buffer = rest.slice(last + 5)
    } else {
      body = ''
      buffer = rest
    }
    return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), head, body }
  }
  return {
    get ended() {
      return ended
    },
    get failure() {
      return failure
    },
    async next() {
      for (;;) {
        const response = take()
        if (response) return response
        if (failure) throw failure
        if (ended || socket.destroyed) throw new Error('connection closed before a response')
        await new Promise<void>((resolve) => waiting.push(resolve))
      }
    },
    async closed() {
      while (!socket.destroyed) await new Promise<void>((resolve) => waiting.push(resolve))
    },
  }
}
